import {
  REACTION_EMOJIS,
  SEARCH_MESSAGES,
  type DurableEvent,
  type MessageReaction,
  type ReactionEmoji,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { notFound, unprocessable } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { isPaused, requireParticipation } from '../access/access.service.js';
import { conversationStream, publish, record } from '../events/events.service.js';
import * as repo from './reactions.repository.js';

export interface ReactionTarget {
  accountId: string;
  profileId: string;
  conversationId: string;
  messageId: string;
}

const offered = (emoji: string): emoji is ReactionEmoji =>
  (REACTION_EMOJIS as readonly string[]).includes(emoji);

/**
 * Adds (`on`) or takes back this profile's reaction to a message, and tells the conversation.
 * Asking twice changes nothing and tells nobody. A message the profile cannot see (the pairwise
 * rule, a child's paused conversation, a deleted message) answers 404 as an unknown id does.
 */
export async function setReaction(
  ctx: AppContext,
  target: ReactionTarget,
  emoji: string,
  on: boolean,
): Promise<void> {
  const { accountId, profileId, conversationId, messageId } = target;
  const { kind } = await requireParticipation(ctx, accountId, profileId, conversationId);
  if (!offered(emoji)) throw unprocessable([SEARCH_MESSAGES.reactionNotOffered]);
  // A child waiting for a grown-up's yes sees no message there, so has none to react to.
  if (kind === 'child' && (await isPaused(ctx.db, profileId, conversationId))) throw notFound();
  const reader = { profileId, accountId, kind };
  const message = await repo.findReactable(ctx.db, conversationId, messageId, reader);
  if (!message) throw notFound();
  const key = { message_id: message.id, profile_id: profileId, emoji };
  const logged = await ctx.db.transaction().execute(async (trx): Promise<DurableEvent[]> => {
    const changed = on
      ? await repo.insertReaction(trx, { ...key, created_at: nowIso() })
      : await repo.deleteReaction(trx, key);
    if (!changed) return [];
    return [
      await record(trx, conversationStream(conversationId), {
        type: on ? 'reaction.added' : 'reaction.removed',
        conversation_id: conversationId,
        message_id: message.id,
        profile_id: profileId,
        emoji,
      }),
    ];
  });
  publish(ctx, logged);
}

/**
 * Each message's reactions as `holderId` may see them: in REACTION_EMOJIS order, only the
 * reactors the pairwise rule lets it hear, counted accordingly. One query for all the ids.
 */
export async function reactionsFor(
  ctx: AppContext,
  messageIds: string[],
  holderId: string,
): Promise<Map<string, MessageReaction[]>> {
  const byMessage = new Map<string, MessageReaction[]>();
  if (messageIds.length === 0) return byMessage;
  const who = new Map<string, Map<string, string[]>>();
  for (const row of await repo.reactionsTo(ctx.db, messageIds, holderId)) {
    const emojis = who.get(row.message_id) ?? new Map<string, string[]>();
    emojis.set(row.emoji, [...(emojis.get(row.emoji) ?? []), row.profile_id]);
    who.set(row.message_id, emojis);
  }
  for (const [messageId, emojis] of who) {
    byMessage.set(
      messageId,
      REACTION_EMOJIS.flatMap((emoji) => {
        const ids = emojis.get(emoji);
        return ids ? [{ emoji, count: ids.length, profile_ids: ids }] : [];
      }),
    );
  }
  return byMessage;
}

/**
 * The reactions a child's activity counts as messages (its own as sent, those it may hear as
 * received), since `since`: who reacted and when.
 */
export function reactionsAround(
  ctx: AppContext,
  childId: string,
  since: string,
): Promise<{ profile_id: string; created_at: string }[]> {
  return repo.reactionsAround(ctx.db, childId, since);
}
