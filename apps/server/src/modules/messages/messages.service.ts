import type { Message } from '@hearth/shared';
import { messageRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
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

export async function sendMessage(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  input: unknown,
): Promise<SendResult> {
  const { message: body } = validate(messageRequestSchema, input);
  const sender = await requireParticipation(ctx, accountId, profileId, conversationId);
  const clientId = body.client_id ?? null;
  if (clientId) {
    const retried = await alreadySent(ctx, profileId, conversationId, clientId);
    if (retried) return retried;
  }
  const row = {
    id: newId(),
    conversation_id: conversationId,
    profile_id: profileId,
    content: body.content,
    client_id: clientId,
    created_at: nowIso(),
  };
  try {
    await repo.insertMessage(ctx.db, row);
  } catch (error) {
    // The same retry racing itself: the first insert won, answer with its message.
    if (clientId && isUniqueViolation(error)) {
      const retried = await alreadySent(ctx, profileId, conversationId, clientId);
      if (retried) return retried;
    }
    throw error;
  }
  const message: Message = {
    id: row.id,
    content: row.content,
    created_at: row.created_at,
    profile: { id: profileId, nickname: sender.nickname },
    client_id: clientId,
  };
  ctx.events.publishToConversation(conversationId, {
    type: 'message.created',
    conversation_id: conversationId,
    message,
  });
  return { message, created: true };
}
