import type { ConversationDetail, ConversationSummary } from '@hearth/shared';
import {
  conversationListQuerySchema,
  conversationQuerySchema,
  conversationRequestSchema,
  readRequestSchema,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { inSharedCommit } from '../../db/group-commit.js';
import type { Db } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { textsFor } from '../../lib/texts/index.js';
import { validate } from '../../lib/validate.js';
import {
  isPaused,
  participantsSeenBy,
  pausedAmong,
  requireParticipation,
  type Reader,
} from '../access/access.service.js';
import { activeCall } from '../calls/calls.service.js';
import { quietHoursOf, quietSince } from '../children/children.service.js';
import { accountStream, publish, record } from '../events/events.service.js';
import { messageExists, messagePage, messagesByIds } from '../messages/messages.service.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import * as list from './conversation-list.repository.js';
import * as repo from './conversations.repository.js';

export { requireParticipation };

/** The participants of each conversation, in the order they joined (as they are, unmasked). */
export async function participantsOf(db: Db, conversationIds: string[]) {
  const rows = await repo.participantsOf(db, conversationIds);
  return new Map(
    [...rows].map(([id, participants]) => [
      id,
      participants.map((p) => ({ id: p.id, nickname: p.nickname })),
    ]),
  );
}

/**
 * The profile's conversations, newest activity first: the whole list without a query, one page
 * of it with `limit` (and the cursor). Everything per conversation is read for the page's only;
 * `unreadTotal` hears the unread count over all of them (one query, whatever the page).
 */
export async function listConversations(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  query: unknown,
  options: { unreadTotal?: (total: number) => void } = {},
): Promise<ConversationSummary[]> {
  // Checked before the profile: a bad query is the same answer whoever asks.
  const page = validate(conversationListQuerySchema, query);
  const profile = await findOwnedProfile(ctx, accountId, profileId);
  if (!profile) throw notFound();
  const rows = page
    ? await list.conversationPage(ctx.db, profileId, page)
    : await list.conversationsOfProfile(ctx.db, profileId);
  const ids = rows.map((row) => row.id);
  const reader: Reader = { profileId, accountId, kind: profile.kind ?? 'adult' };
  // A child's preview would have to pass every filter its conversation read applies (approvals,
  // quiet hours): the child's list shows none rather than restate them.
  const child = profile.kind === 'child';
  const newest = child
    ? []
    : rows.flatMap((row) => (row.last_message_id ? [row.last_message_id] : []));
  const [unread, participants, lastMessages, paused, total] = await Promise.all([
    repo.unreadCounts(ctx.db, reader, page ? ids : undefined),
    repo.participantsOf(ctx.db, ids),
    messagesByIds(ctx, newest, profileId, reader),
    child ? pausedAmong(ctx.db, profileId, ids) : null,
    repo.unreadTotal(ctx.db, reader),
  ]);
  options.unreadTotal?.(total);
  // What the pairwise rule puts in place of a name or a title is said in the reader's language.
  const texts = textsFor(profile.language).children;
  const seen = await participantsSeenBy(ctx.db, reader, participants, texts);
  return rows.map((row) => ({
    id: row.id,
    // The newcomer a child waits for may have chosen the title: the child sees a neutral one.
    title: paused?.has(row.id) ? texts.pausedTitle : row.title,
    participants: seen.get(row.id) ?? [],
    last_activity_at: row.last_activity_at,
    unread_count: paused?.has(row.id) ? 0 : (unread.get(row.id) ?? 0),
    last_message: (row.last_message_id && lastMessages.get(row.last_message_id)) || null,
    ...(paused ? { paused: paused.has(row.id) } : {}),
  }));
}

export async function createConversation(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  input: unknown,
): Promise<ConversationSummary> {
  const profile = await findOwnedProfile(ctx, accountId, profileId);
  if (!profile) throw notFound();
  const { conversation } = validate(conversationRequestSchema, input);
  const creator = { id: profile.id, nickname: profile.nickname };
  const id = newId();
  const at = nowIso();
  const added = await ctx.db.transaction().execute(async (trx) => {
    await repo.insertConversation(trx, { id, title: conversation.title, profileId, at });
    // The creator's open sockets subscribe too; otherwise they would hear nothing said in it
    // (the first reply from an invited relative) until they reconnected.
    return record(trx, accountStream(accountId), {
      type: 'conversation.added',
      profile_id: profileId,
      conversation: { id, title: conversation.title, participants: [creator] },
    });
  });
  publish(ctx, [added]);
  return {
    id,
    title: conversation.title,
    participants: [creator],
    last_activity_at: at,
    unread_count: 0,
    last_message: null,
  };
}

export async function getConversation(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  query: unknown,
): Promise<ConversationDetail> {
  const page = validate(conversationQuerySchema, query);
  // Cursors are message ids; anything else is refused before it reaches the database.
  for (const cursor of ['before', 'after'] as const) {
    const value = page[cursor];
    if (value !== undefined && !isId(value)) {
      throw unprocessable([`${cursor} must be a message id`]);
    }
  }
  const conversation = await requireParticipation(ctx, accountId, profileId, conversationId);
  const child = conversation.kind === 'child';
  const reader: Reader = { profileId, accountId, kind: conversation.kind };
  // A child waiting for a grown-up's yes sees who is there and nothing new.
  const paused = child && (await isPaused(ctx.db, profileId, conversationId));
  const quiet = child ? await quietHoursOf(ctx, profileId) : null;
  const until = quiet ? (quietSince(quiet, new Date())?.toISOString() ?? null) : null;
  const [participants, messages, call] = await Promise.all([
    repo.participantsOf(ctx.db, [conversationId]),
    paused
      ? { messages: [], hasMore: false }
      : messagePage(ctx, conversationId, page, { ...reader, until }),
    paused ? null : activeCall(ctx, conversationId),
  ]);
  const texts = textsFor(conversation.language).children;
  const seen = await participantsSeenBy(ctx.db, reader, participants, texts);
  return {
    id: conversation.id,
    title: paused ? texts.pausedTitle : conversation.title,
    participants: seen.get(conversationId) ?? [],
    messages: messages.messages,
    has_more: messages.hasMore,
    // Read before the messages: a client caught up from here may see one twice, never miss one.
    event_seq: Number(conversation.event_seq),
    ...(child ? { paused } : {}),
    created_by: conversation.created_by_profile_id,
    active_call: call,
  };
}

/** Moves the profile's read marker forward (never back) and tells the account's other devices. */
export async function markRead(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  input: unknown,
): Promise<{ unread_count: number }> {
  const { message_id } = validate(readRequestSchema, input);
  const conversation = await requireParticipation(ctx, accountId, profileId, conversationId);
  if (!(await messageExists(ctx, conversationId, message_id))) throw notFound();
  const read = await inSharedCommit(ctx.db, async (trx) => {
    if (!(await repo.advanceReadMarker(trx, conversation.id, profileId, message_id))) return [];
    return [
      await record(trx, accountStream(accountId), {
        type: 'read',
        conversation_id: conversationId,
        profile_id: profileId,
        message_id,
      }),
    ];
  });
  publish(ctx, read, { onDisk: true });
  const reader: Reader = { profileId, accountId, kind: conversation.kind };
  const unread = await repo.unreadCounts(ctx.db, reader, [conversationId]);
  return { unread_count: unread.get(conversationId) ?? 0 };
}
