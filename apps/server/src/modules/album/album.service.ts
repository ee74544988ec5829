import { albumQuerySchema, type AlbumItem, type AlbumPage } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { unprocessable } from '../../lib/http-error.js';
import { isId } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { readScopeOf } from '../access/read-scope.service.js';
import { messagePhoto, messageVideo, PICTURE_KINDS } from '../messages/messages.service.js';
import { albumPage, type AlbumKey } from './album.repository.js';

const BAD_CURSOR = 'before must be a cursor from next_cursor';

const encode = (key: AlbumKey) =>
  Buffer.from(JSON.stringify([key.created_at, key.message_id, key.position])).toString('base64url');

function decode(cursor: string): AlbumKey {
  try {
    const [created_at, message_id, position] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof created_at === 'string' &&
      !Number.isNaN(Date.parse(created_at)) &&
      typeof message_id === 'string' &&
      isId(message_id) &&
      Number.isInteger(position)
    ) {
      return { created_at, message_id, position: position as number };
    }
  } catch {
    // Not JSON, or not base64url: answered below as any other bad cursor.
  }
  throw unprocessable([BAD_CURSOR]);
}

/**
 * The family album of one of the account's profiles: every photo and video it may read now,
 * newest first, each signed for it. 404 for a profile (or a conversation filter) not its own.
 */
export async function readAlbum(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  query: unknown,
): Promise<AlbumPage> {
  const { before, limit, conversation_id } = validate(albumQuerySchema, query);
  const key = before === undefined ? undefined : decode(before);
  const scope = await readScopeOf(ctx, accountId, profileId, conversation_id);
  const rows = await albumPage(ctx.db, scope, {
    kinds: PICTURE_KINDS,
    ...(key ? { before: key } : {}),
    limit,
  });
  const kept = rows.slice(0, limit);
  const items = kept.map((row): AlbumItem => {
    const position = Number(row.position);
    const common = {
      position,
      of: Math.max(1, Number(row.of ?? 0)),
      caption: row.content,
      message_id: row.message_id,
      conversation: { id: row.conversation_id, title: row.title },
      profile: { id: row.profile_id, nickname: row.nickname },
      created_at: row.created_at,
    };
    if (row.mime_type.startsWith('video/')) {
      const video = messageVideo(ctx, { ...row, poster_id: row.variant_id }, profileId);
      return { kind: 'video', video, ...common };
    }
    const photo = messagePhoto(ctx, { ...row, thumb_id: row.variant_id }, profileId);
    return { kind: 'photo', photo, ...common };
  });
  const last = kept.at(-1);
  const more = rows.length > limit && last;
  return {
    items,
    next_cursor: more
      ? encode({
          created_at: last.created_at,
          message_id: last.message_id,
          position: Number(last.position),
        })
      : null,
  };
}
