import {
  CHILD_MESSAGES,
  FAMILY_LIMITS,
  FAMILY_MESSAGES,
  messageEditSchema,
  type Message,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { isId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { requireParticipation } from '../access/access.service.js';
import { quietNow } from '../children/children.service.js';
import { conversationStream, publish } from '../events/events.service.js';
import { changeMessage, type ChangeOutcome, type MessageChange } from './message-change-write.js';
import { messagesByIds } from './messages.service.js';

interface Target {
  accountId: string;
  /** Set for a child session, which may change its own last message only. */
  childProfileId: string | null;
  profileId: string;
  conversationId: string;
  messageId: string;
}

function refuse(outcome: ChangeOutcome & { ok: false }): never {
  switch (outcome.reason) {
    case 'not_found':
      throw notFound();
    case 'not_sender':
      throw new HttpError(403, 'forbidden', FAMILY_MESSAGES.notYourMessage);
    case 'not_last':
      throw new HttpError(403, 'forbidden', CHILD_MESSAGES.onlyLastMessage);
    case 'not_text':
      throw unprocessable([FAMILY_MESSAGES.onlyTextEditable]);
    case 'too_late':
      throw unprocessable([FAMILY_MESSAGES.editWindowPassed]);
  }
}

async function apply(ctx: AppContext, target: Target, change: MessageChange): Promise<number> {
  if (![target.profileId, target.conversationId, target.messageId].every(isId)) throw notFound();
  // In its quiet hours a child does not send, and a change reaches the others as a send does.
  if (target.childProfileId && (await quietNow(ctx, target.childProfileId))) {
    await requireParticipation(ctx, target.accountId, target.profileId, target.conversationId);
    throw new HttpError(403, 'forbidden', CHILD_MESSAGES.quietHours);
  }
  const outcome = await changeMessage(ctx.db, target, change);
  if (!outcome.ok) refuse(outcome);
  return outcome.seq;
}

/** The sender deletes it for everyone: it becomes "Message deleted" and its recording goes. */
export async function deleteMessage(ctx: AppContext, target: Target): Promise<void> {
  const seq = await apply(ctx, target, { kind: 'delete', at: nowIso() });
  publish(ctx, [
    {
      type: 'message.deleted',
      conversation_id: target.conversationId,
      message_id: target.messageId,
      profile_id: target.profileId,
      stream: conversationStream(target.conversationId),
      seq,
    },
  ]);
}

/** The sender corrects a text message within the edit window; 422 after it. */
export async function editMessage(
  ctx: AppContext,
  target: Target,
  input: unknown,
  nowMs = Date.now(),
): Promise<Message> {
  const { message } = validate(messageEditSchema, input);
  const editableAfter = new Date(nowMs - FAMILY_LIMITS.editWindowMs).toISOString();
  const change = { kind: 'edit', content: message.content, at: nowIso(), editableAfter } as const;
  const seq = await apply(ctx, target, change);
  const edited = (await messagesByIds(ctx, [target.messageId], target.profileId)).get(
    target.messageId,
  )!;
  publish(ctx, [
    {
      type: 'message.edited',
      conversation_id: target.conversationId,
      message: edited,
      stream: conversationStream(target.conversationId),
      seq,
    },
  ]);
  return edited;
}
