import { ALBUM_MESSAGES, albumQuerySchema, type AlbumItem, type AlbumPage } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { decodeMessageCursor, encodeMessageCursor } from '../../lib/message-cursor.js';
import { validate } from '../../lib/validate.js';
import { readScopeOf } from '../access/read-scope.service.js';
import { messagePhoto, messageVideo, PICTURE_KINDS } from '../messages/messages.service.js';
import { albumPage, type AlbumKey } from './album.repository.js';

const isPosition = (value: unknown): value is number => Number.isInteger(value);
const encode = ({ position, ...key }: AlbumKey) =>
  encodeMessageCursor({ ...key, within: position });

function decode(cursor: string): AlbumKey {
  const { within, ...key } = decodeMessageCursor(cursor, isPosition, ALBUM_MESSAGES.cursorInvalid);
  return { ...key, position: within };
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
