import type { Message } from '@hearth/shared';
import { messageRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { principalForTokenHash, unauthorized } from '../../plugins/authenticate.js';
import { requireParticipation } from '../conversations/conversations.service.js';
import * as repo from './messages.repository.js';

export interface SendResult {
  message: Message;
  /** False when this client id was sent before and the stored message is returned instead. */
  created: boolean;
}

async function alreadySent(
  ctx: AppContext,
  profileId: string,
  conversationId: string,
  clientId: string,
): Promise<SendResult | null> {
  const existing = await repo.findByClientId(ctx.db, profileId, clientId);
  if (!existing) return null;
  // A client id reused for another conversation is not a retry; do not reveal that one.
  if (existing.conversation_id !== conversationId) throw notFound();
  const { conversation_id: _ignored, ...message } = existing;
  return { message, created: false };
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
  const body = checked.body;
  const clientId = body.client_id ?? null;
  const row = {
    id: newId(),
    conversation_id: conversationId,
    profile_id: profileId,
    content: body.content,
    client_id: clientId,
    created_at: nowIso(),
  };
  let sender;
  try {
    // The token and participation checks are part of the write (one statement on PostgreSQL,
    // one transaction on SQLite): a send that may not be stored writes nothing.
    sender = await repo.insertMessageAsParticipant(ctx.db, tokenHash, row);
  } catch (error) {
    // A retry of a stored send (or the same retry racing itself): answer with the stored
    // message, once this account's profile is known to take part, as for any other read.
    if (clientId && isUniqueViolation(error)) {
      const accountId = await requireAccount(ctx, tokenHash);
      await requireParticipation(ctx, accountId, profileId, conversationId);
      const retried = await alreadySent(ctx, profileId, conversationId, clientId);
      if (retried) return retried;
    }
    throw error;
  }
  if (!sender) {
    await requireAccount(ctx, tokenHash);
    throw notFound();
  }
  const message: Message = {
    id: row.id,
    content: row.content,
    created_at: row.created_at,
    profile: { id: profileId, nickname: sender.nickname },
    client_id: clientId,
    kind: 'text',
  };
  // Only now: the write is committed, so no one hears of a message that could still vanish.
  ctx.events.publishToConversation(conversationId, {
    type: 'message.created',
    conversation_id: conversationId,
    message,
  });
  return { message, created: true };
}
