import type { Message } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Reader } from '../access/access.service.js';
import { kindOf } from './kinds/registry.js';
import { toMessages } from './message-json.js';
import * as repo from './messages.repository.js';

export { eraseMessageContent } from './message-erase.js';
export { sendMessage, type SendResult } from './send-message.js';
export { kindOf, toMessages };
export { PICTURE_KINDS, UNPRINTED_KINDS } from './kinds/registry.js';
export { shorten } from './kinds/kind-lines.js';
export { repliesFor } from './reply-read.js';
export { messagePhoto } from './kinds/photo/photo-read.js';
export { messageVideo } from './kinds/video/video-read.js';
export type {
  BookEntry,
  ExportTools,
  Heading,
  KindHandler,
  KindRow,
  PrintTools,
} from './kinds/registry.js';

export async function messagePage(
  ctx: AppContext,
  conversationId: string,
  page: { before?: string; after?: string; limit: number },
  reader: repo.ReaderView,
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const { rows, hasMore } = await repo.messagePage(ctx.db, conversationId, page, reader);
  return { messages: await toMessages(ctx, rows, reader.profileId), hasMore };
}

/** The messages with these ids, by id (catch-up reads a message's event from its row). */
export async function messagesByIds(
  ctx: AppContext,
  ids: string[],
  holder: string,
  shownTo?: Reader,
): Promise<Map<string, Message>> {
  const rows = await repo.findByIds(ctx.db, ids, shownTo);
  const messages = await toMessages(ctx, rows, holder);
  return new Map(messages.map((m) => [m.id, m]));
}

export async function messageExists(ctx: AppContext, conversationId: string, messageId: string) {
  return (await repo.findMessageInConversation(ctx.db, conversationId, messageId)) !== undefined;
}

export { writeCallRecord } from './kinds/call/call-record.js';
