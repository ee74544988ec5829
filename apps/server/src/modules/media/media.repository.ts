import type { ExpressionBuilder } from 'kysely';
import type { DatabaseSchema, Db, Row } from '../../db/schema.js';
import { participatingProfiles } from '../access/access.policy.js';
import { insertChunks } from './media-chunks.js';
import { lockRow } from '../../db/row-locks.js';

export function findMedia(db: Db, id: string): Promise<Row<'media'> | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByClientId(db: Db, profileId: string, clientId: string) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('profile_id', '=', profileId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Whether the profile takes part in the conversation now, by the access policy's own rule. */
export async function takesPart(db: Db, profileId: string, conversationId: string) {
  const row = await participatingProfiles(db)
    .select('pa.profile_id')
    .where('pa.profile_id', '=', profileId)
    .where('pa.conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a media row is a printed keepsake book's file (a book keeps its PDF under a media row
 * of its own id): not an upload, so neither counted in the quota nor swept as unsent.
 */
const isBook = (eb: ExpressionBuilder<DatabaseSchema, 'media'>) =>
  eb.exists(eb.selectFrom('keepsakes as k').select('k.id').whereRef('k.id', '=', 'media.id'));

/** Bytes the account's uploads take, sent or not. */
export async function usedBytes(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.sum<number | string | null>('byte_size').as('total'))
    .where('account_id', '=', accountId)
    .where((eb) => eb.not(isBook(eb)))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** A media row with its bytes, cut in chunks. */
export interface MediaFile {
  row: Row<'media'>;
  chunks: Buffer[];
}

/**
 * Stores an upload and its other sizes (variant rows), with their chunks, in one transaction
 * unless the account's uploads would then take more than `quota` bytes (every size counts);
 * false when they would. The account row is locked first so that concurrent uploads are counted
 * one after another (SQLite runs transactions one at a time).
 */
export async function insertWithinQuota(
  db: Db,
  files: MediaFile[],
  quota: number,
): Promise<boolean> {
  const accountId = files[0]!.row.account_id;
  const bytes = files.reduce((sum, file) => sum + file.row.byte_size, 0);
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, 'accounts', accountId);
    if ((await usedBytes(trx, accountId)) + bytes > quota) return false;
    for (const { row, chunks } of files) {
      await trx.insertInto('media').values(row).execute();
      await insertChunks(trx, row.id, chunks);
    }
    return true;
  });
}

/** The message that carries this upload (as its audio or as a story page's), if one does. */
export async function messageUsing(db: Db, mediaId: string) {
  const voice = await db
    .selectFrom('messages')
    .select(['id', 'profile_id', 'client_id'])
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  if (voice) return voice;
  return db
    .selectFrom('message_story_audio as sa')
    .innerJoin('messages as m', 'm.id', 'sa.message_id')
    .select(['m.id', 'm.profile_id', 'm.client_id'])
    .where('sa.media_id', '=', mediaId)
    .executeTakeFirst();
}

/** The recordings of these read-alouds' pages, with what their audio JSON needs. */
export function storyAudioOf(db: Db, messageIds: string[]) {
  return db
    .selectFrom('message_story_audio as sa')
    .innerJoin('media as md', 'md.id', 'sa.media_id')
    .select(['sa.message_id', 'sa.page_number', 'sa.media_id', 'md.mime_type', 'md.duration_ms'])
    .where('sa.message_id', 'in', messageIds)
    .execute();
}

/**
 * Removes uploads no message carries (as its audio or video, a story page's audio, or one of its
 * photos): those made before `before` (and any by a deleted profile, which will never send
 * them), or those of one profile. A thumbnail or poster is never taken on its own: it goes with
 * its upload, as do the chunks of each (foreign keys, on delete cascade).
 */
export async function deleteUnsent(
  db: Db,
  scope: { before: string } | { profileId: string },
): Promise<number> {
  const result = await db
    .deleteFrom('media')
    .where((eb) =>
      eb.and([
        eb('media.variant_of', 'is', null),
        eb.not(
          eb.exists(
            eb.selectFrom('messages as m').select('m.id').whereRef('m.media_id', '=', 'media.id'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('message_media as mm')
              .select('mm.message_id')
              .whereRef('mm.media_id', '=', 'media.id'),
          ),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('message_story_audio as sa')
              .select('sa.message_id')
              .whereRef('sa.media_id', '=', 'media.id'),
          ),
        ),
        // A photo message's photos; another size goes with the upload it belongs to.
        eb.not(
          eb.exists(
            eb
              .selectFrom('message_media as mm')
              .select('mm.message_id')
              .whereRef('mm.media_id', '=', 'media.id'),
          ),
        ),
        eb('media.variant_of', 'is', null),
        eb.not(isBook(eb)),
        'profileId' in scope
          ? eb('media.profile_id', '=', scope.profileId)
          : eb.or([
              eb('media.created_at', '<', scope.before),
              eb.exists(
                eb
                  .selectFrom('profiles as p')
                  .select('p.id')
                  .whereRef('p.id', '=', 'media.profile_id')
                  .where('p.deleted_at', 'is not', null),
              ),
            ]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
