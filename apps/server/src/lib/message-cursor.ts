import { unprocessable } from './http-error.js';
import { isId } from './ids.js';

/**
 * Where a page of messages, newest first, stopped: the message's time and id, and a third key
 * that orders within one message (a photo's position in the album, a search row). Opaque to
 * clients: base64url of a JSON triple.
 */
export interface MessageCursor<T> {
  created_at: string;
  message_id: string;
  within: T;
}

export const encodeMessageCursor = <T>(cursor: MessageCursor<T>): string =>
  Buffer.from(JSON.stringify([cursor.created_at, cursor.message_id, cursor.within])).toString(
    'base64url',
  );

/** The cursor `encodeMessageCursor` made, or a 422 saying `refusal` for anything else. */
export function decodeMessageCursor<T>(
  cursor: string,
  isWithin: (value: unknown) => value is T,
  refusal: string,
): MessageCursor<T> {
  try {
    const [created_at, message_id, within] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof created_at === 'string' &&
      !Number.isNaN(Date.parse(created_at)) &&
      typeof message_id === 'string' &&
      isId(message_id) &&
      isWithin(within)
    ) {
      return { created_at, message_id, within };
    }
  } catch {
    // Not JSON, or not base64url: answered below as any other bad cursor.
  }
  throw unprocessable([refusal]);
}
