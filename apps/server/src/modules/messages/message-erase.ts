import type { Db } from '../../db/schema.js';

/**
 * Empties messages for good: text, waveform, recording, photos and video (their chunks and
 * other sizes go with them), plays and reactions. Also used when a profile or an account is erased; the
 * caller records what others must hear.
 */
export async function eraseMessageContent(trx: Db, ids: string[], at: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    const media = await trx
      .selectFrom('messages')
      .select('media_id')
      .where('id', 'in', batch)
      .where('media_id', 'is not', null)
      .execute();
    // A read-aloud's page recordings go with it.
    const pages = await trx
      .selectFrom('message_story_audio')
      .select('media_id')
      .where('message_id', 'in', batch)
      .execute();
    // A photo message's photos; every size of a photo or video goes with it (variant_of).
    const photos = await trx
      .selectFrom('message_media')
      .select('media_id')
      .where('message_id', 'in', batch)
      .execute();
    await trx
      .updateTable('messages')
      .set({
        content: '',
        waveform: null,
        media_id: null,
        story: null,
        prompt_id: null,
        deleted_at: at,
        edited_at: null,
      })
      .where('id', 'in', batch)
      .execute();
    await trx.deleteFrom('played').where('message_id', 'in', batch).execute();
    await trx.deleteFrom('message_reactions').where('message_id', 'in', batch).execute();
    await trx.deleteFrom('message_story_audio').where('message_id', 'in', batch).execute();
    await trx.deleteFrom('message_media').where('message_id', 'in', batch).execute();
    const mediaIds = [...media, ...pages, ...photos].flatMap((row) =>
      row.media_id ? [row.media_id] : [],
    );
    if (mediaIds.length > 0) await trx.deleteFrom('media').where('id', 'in', mediaIds).execute();
  }
}
