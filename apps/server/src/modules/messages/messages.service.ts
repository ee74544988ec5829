import type { Message } from '@hearth/shared';
import { messageRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { principalForTokenHash, requireParticipation } from '../access/access.service.js';
import { unauthorized } from '../../plugins/authenticate.js';
import { conversationStream, publish } from '../events/events.service.js';
import { RepeatedSend, writeMessage } from './message-write.js';
import * as repo from './messages.repository.js';

export interface SendResult {
  message: Message;
  /** False when this client id was sent before and the stored message is returned instead. */
  created: boolean;
}

/** Messages as clients see them; the one place a stored row becomes its JSON. */
export function toMessages(rows: repo.MessageRow[]): Message[] {
  return rows.map(repo.toMessage);
}

export async function messagePage(
  ctx: AppContext,
  conversationId: string,
  page: { before?: string; after?: string; limit: number },
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const { rows, hasMore } = await repo.messagePage(ctx.db, conversationId, page);
  return { messages: toMessages(rows), hasMore };
}

/** The messages with these ids, by id (catch-up reads a message's event from its row). */
export async function messagesByIds(ctx: AppContext, ids: string[]): Promise<Map<string, Message>> {
  const rows = await repo.findByIds(ctx.db, ids);
  const messages = toMessages(rows);
  return new Map(messages.map((m) => [m.id, m]));
}

export async function messageExists(ctx: AppContext, conversationId: string, messageId: string) {
  return (await repo.findMessageInConversation(ctx.db, conversationId, messageId)) !== undefined;
}

/** The signed-in account behind a live token, or 401: what `authenticate` answers. */
async function requireAccount(ctx: AppContext, tokenHash: string): Promise<string> {
  const principal = await principalForTokenHash(ctx.db, tokenHash);
  if (!principal) throw unauthorized();
  return principal.accountId;
}

function validBody(input: unknown) {
  try {
    return { body: validate(messageRequestSchema, input).message };
  } catch (error) {
    return { error };
  }
}

/** A retry of a stored send: the stored message, once the caller may read the conversation. */
async function alreadySent(
  ctx: AppContext,
  tokenHash: string,
  profileId: string,
  conversationId: string,
  clientId: string,
): Promise<SendResult | null> {
  const accountId = await requireAccount(ctx, tokenHash);
  await requireParticipation(ctx, accountId, profileId, conversationId);
  const existing = await repo.findByClientId(ctx.db, profileId, clientId);
  if (!existing) return null;
  // A client id reused for another conversation is not a retry; do not reveal that one.
  if (existing.conversation_id !== conversationId) throw notFound();
  return { message: toMessages([existing])[0]!, created: false };
}

/**
 * A send by the holder of the token hashed as `tokenHash`. The token, the profile's ownership
 * and its participation are checked inside the write itself; only when nothing was written is
 * the token looked up again, to answer 401 (as authentication would have) rather than 404.
 */
export async function sendMessage(
  ctx: AppContext,
  tokenHash: string,
  profileId: string,
  conversationId: string,
  input: unknown,
): Promise<SendResult> {
  const checked = validBody(input);
  if (!checked.body) {
    await requireAccount(ctx, tokenHash); // 401 comes before 422, as with `authenticate`.
    throw checked.error;
  }
  const clientId = checked.body.client_id ?? null;
  if (!isId(profileId) || !isId(conversationId)) {
    await requireAccount(ctx, tokenHash);
    throw notFound();
  }
  const row = {
    id: newId(),
    conversation_id: conversationId,
    profile_id: profileId,
    content: checked.body.content,
    client_id: clientId,
    created_at: nowIso(),
    kind: 'text' as const,
    media_id: null,
  };
  let written;
  try {
    written = await writeMessage(ctx.db, { row, tokenHash, now: nowIso() });
  } catch (error) {
    if (clientId && (error instanceof RepeatedSend || isUniqueViolation(error))) {
      const retried = await alreadySent(ctx, tokenHash, profileId, conversationId, clientId);
      if (retried) return retried;
    }
    throw error;
  }
  if (!written) {
    await requireAccount(ctx, tokenHash);
    throw notFound();
  }
  const message = repo.toMessage({ ...row, nickname: written.nickname });
  // Only now: the write is committed, so no one hears of a message that could still vanish.
  publish(ctx, [
    {
      type: 'message.created',
      conversation_id: conversationId,
      message,
      stream: conversationStream(conversationId),
      seq: written.seq,
    },
  ]);
  return { message, created: true };
}
