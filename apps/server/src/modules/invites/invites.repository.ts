import type { Db, NewRow } from '../../db/schema.js';

export async function insertInvite(db: Db, row: NewRow<'invites'>): Promise<void> {
  await db.insertInto('invites').values(row).execute();
}

export function findInviteByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invites as i')
    .innerJoin('conversations as c', 'c.id', 'i.conversation_id')
    .select([
      'i.id',
      'i.conversation_id',
      'i.expires_at',
      'i.created_at',
      'i.max_uses',
      'i.uses',
      'c.title',
    ])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function addParticipant(
  db: Db,
  conversationId: string,
  profileId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('participants')
    .values({
      conversation_id: conversationId,
      profile_id: profileId,
      joined_at: at,
      last_read_message_id: null,
    })
    .execute();
}

/**
 * Counts one use, in the database itself: concurrent joins each take a use or find none left
 * (on PostgreSQL the row's lock orders them; SQLite runs one write at a time). False when the
 * link has no use left or is gone.
 */
export async function takeUse(trx: Db, inviteId: string): Promise<boolean> {
  const result = await trx
    .updateTable('invites')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', inviteId)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** When this profile was last taken out of the conversation, if ever. */
export async function removedAt(db: Db, conversationId: string, profileId: string) {
  const row = await db
    .selectFrom('removals')
    .select('removed_at')
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return row?.removed_at;
}

/** Links that still let someone in: not expired, not used up. */
export function liveInvites(db: Db, conversationId: string, now: string) {
  return db
    .selectFrom('invites as i')
    .innerJoin('profiles as p', 'p.id', 'i.created_by_profile_id')
    .select([
      'i.id',
      'i.created_at',
      'i.expires_at',
      'i.max_uses',
      'i.uses',
      'p.id as profile_id',
      'p.nickname',
    ])
    .where('i.conversation_id', '=', conversationId)
    .where('i.expires_at', '>', now)
    .where((eb) => eb.or([eb('i.max_uses', 'is', null), eb('i.uses', '<', eb.ref('i.max_uses'))]))
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
}

export async function deleteInvite(db: Db, conversationId: string, inviteId: string) {
  const result = await db
    .deleteFrom('invites')
    .where('id', '=', inviteId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The nickname of whoever made the invite, while that profile exists. */
export async function inviterNickname(db: Db, inviteId: string): Promise<string | null> {
  const row = await db
    .selectFrom('invites as i')
    .innerJoin('profiles as p', 'p.id', 'i.created_by_profile_id')
    .select('p.nickname')
    .where('i.id', '=', inviteId)
    .executeTakeFirst();
  return row?.nickname ?? null;
}
