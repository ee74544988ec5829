import { sql } from 'kysely';
import { FAMILY_MESSAGES } from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { hearsSender, profileColumns, type Reader } from '../access/access.policy.js';

/** The account's profiles, those in use and (for erasure) those deleted before; oldest first. */
export function profilesOf(db: Db, accountId: string, includeDeleted: boolean) {
  let query = db
    .selectFrom('profiles')
    .select(['id', 'nickname', 'created_at', 'deleted_at', 'kind', 'language'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('id');
  if (!includeDeleted) query = query.where('deleted_at', 'is', null);
  return query.execute();
}

export function conversationsOf(db: Db, profileId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
    .select(['c.id', 'c.title', 'c.created_at', 'pa.joined_at'])
    .where('pa.profile_id', '=', profileId)
    .orderBy('c.created_at')
    .execute();
}

/** Nicknames only: an export carries nothing else of the other participants. */
export function participantsOf(db: Db, conversationId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select(['p.id', 'p.nickname'])
    .where('pa.conversation_id', '=', conversationId)
    .orderBy('pa.joined_at')
    .execute();
}

/** Reactors' nicknames, by id (a reactor may have left the conversation since). */
export function nicknamesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('profiles').select(['id', 'nickname']).where('id', 'in', ids).execute();
}

/** The conversation's messages that the pairwise rule lets `reader` see. */
export function messagesOf(db: Db, conversationId: string, reader: Reader) {
  return db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .leftJoin('media as md', 'md.id', 'm.media_id')
    .select([
      'm.id',
      'm.created_at',
      'm.content',
      'm.kind',
      'm.deleted_at',
      'm.edited_at',
      'm.media_id',
      'm.story',
      'm.reply_to_id',
      'p.id as profile_id',
      'p.nickname',
      'md.mime_type',
      'md.duration_ms',
    ])
    .where('m.conversation_id', '=', conversationId)
    .where((eb) => hearsSender(eb, reader, profileColumns('p')))
    .orderBy('m.id')
    .execute();
}

/** A read-aloud's page recordings, in page order. */
export function storyPagesOf(db: Db, messageId: string) {
  return db
    .selectFrom('message_story_audio as s')
    .innerJoin('media as md', 'md.id', 's.media_id')
    .select(['s.page_number', 's.media_id', 'md.mime_type'])
    .where('s.message_id', '=', messageId)
    .orderBy('s.page_number')
    .execute();
}

/** A photo message's photos (their display size), in the order sent. */
export function photosOf(db: Db, messageId: string) {
  return db
    .selectFrom('message_media as mm')
    .innerJoin('media as md', 'md.id', 'mm.media_id')
    .select(['mm.media_id', 'md.mime_type'])
    .where('mm.message_id', '=', messageId)
    .orderBy('mm.position')
    .execute();
}

/** A video's poster, if it has one. */
export function posterOf(db: Db, videoId: string) {
  return db
    .selectFrom('media')
    .select(['id as media_id', 'mime_type'])
    .where('variant_of', '=', videoId)
    .where('variant', '=', 'poster')
    .executeTakeFirst();
}

/** Messages of a profile not yet erased, with their conversation. */
export function liveMessagesOf(db: Db, profileId: string, before?: string) {
  let query = db
    .selectFrom('messages')
    .select(['id', 'conversation_id'])
    .where('profile_id', '=', profileId)
    .where('deleted_at', 'is', null);
  if (before) query = query.where('created_at', '<', before);
  return query.orderBy('id').execute();
}

/** The profile itself, once its data is gone: a name-less row its tombstones still point to. */
export async function retireProfile(trx: Db, profileId: string, at: string): Promise<void> {
  await trx.deleteFrom('played').where('profile_id', '=', profileId).execute();
  await trx.deleteFrom('message_reactions').where('profile_id', '=', profileId).execute();
  await trx.deleteFrom('invites').where('created_by_profile_id', '=', profileId).execute();
  await trx.deleteFrom('removals').where('profile_id', '=', profileId).execute();
  await trx.deleteFrom('media').where('profile_id', '=', profileId).execute();
  await trx.deleteFrom('profile_settings').where('profile_id', '=', profileId).execute();
  await trx
    .updateTable('profiles')
    .set({
      nickname: FAMILY_MESSAGES.profileDeleted,
      deleted_at: sql<string>`coalesce(deleted_at, ${at})`,
    })
    .where('id', '=', profileId)
    .execute();
}

/** Every way back into the account, then the account's own record, made anonymous. */
export async function retireAccount(trx: Db, accountId: string): Promise<string[]> {
  const tokens = await trx
    .selectFrom('access_tokens')
    .select('token_hash')
    .where('account_id', '=', accountId)
    .execute();
  await trx.deleteFrom('access_tokens').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('known_devices').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('media').where('account_id', '=', accountId).execute();
  await trx.deleteFrom('events').where('stream', '=', `a:${accountId}`).execute();
  await trx
    .updateTable('accounts')
    .set({
      email_address: `erased-${accountId}@erased.invalid`,
      // No password hashes to this: nobody can sign in to it again.
      password_hash: '!erased',
      retention_days: null,
    })
    .where('id', '=', accountId)
    .execute();
  return tokens.map((row) => row.token_hash);
}

export async function setRetention(db: Db, accountId: string, days: number | null) {
  await db
    .updateTable('accounts')
    .set({ retention_days: days })
    .where('id', '=', accountId)
    .execute();
}

export async function retentionOf(db: Db, accountId: string): Promise<number | null> {
  const row = await db
    .selectFrom('accounts')
    .select('retention_days')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.retention_days ?? null;
}

export function accountsWithRetention(db: Db) {
  return db
    .selectFrom('accounts')
    .select(['id', 'retention_days'])
    .where('retention_days', 'is not', null)
    .execute();
}
