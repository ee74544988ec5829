import { CHILD_MESSAGES, MEDIA_MESSAGES } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { isPaused, requireParticipation } from '../access/access.service.js';
import { conversationStream, publish, record } from '../events/events.service.js';
import { kindOf } from '../messages/messages.service.js';
import * as repo from './played.repository.js';

/**
 * Records that this profile has listened to a voice message, once, and tells the conversation
 * (the sender sees "Grandma listened"). Listening again, or to one's own message, changes
 * nothing.
 */
export async function markPlayed(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  messageId: string,
): Promise<void> {
  const { kind } = await requireParticipation(ctx, accountId, profileId, conversationId);
  // A child waiting for a grown-up's yes sends nothing, receipts included.
  if (kind === 'child' && (await isPaused(ctx.db, profileId, conversationId))) {
    throw new HttpError(403, 'forbidden', CHILD_MESSAGES.paused);
  }
  const reader = { profileId, accountId, kind };
  const message = await repo.findMessage(ctx.db, conversationId, messageId, reader);
  if (!message) throw notFound();
  if (!kindOf(message.kind).playable) throw unprocessable([MEDIA_MESSAGES.notVoice]);
  if (message.profile_id === profileId) return;
  const logged = await ctx.db.transaction().execute(async (trx) => {
    const row = { message_id: message.id, profile_id: profileId, played_at: nowIso() };
    if (!(await repo.insertPlayed(trx, row))) return [];
    return [
      await record(trx, conversationStream(conversationId), {
        type: 'message.played',
        conversation_id: conversationId,
        message_id: message.id,
        profile_id: profileId,
      }),
    ];
  });
  publish(ctx, logged);
}
