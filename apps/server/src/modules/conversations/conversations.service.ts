import type { ConversationDetail, ConversationSummary } from '@hearth/shared';
import {
  conversationQuerySchema,
  conversationRequestSchema,
  readRequestSchema,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { requireParticipation } from '../access/access.service.js';
import { accountStream, publish, record } from '../events/events.service.js';
import { messageExists, messagePage } from '../messages/messages.service.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import * as repo from './conversations.repository.js';

export { requireParticipation };

/** The participants of each conversation, in the order they joined. */
export function participantsOf(db: Db, conversationIds: string[]) {
  return repo.participantsOf(db, conversationIds);
}

export async function listConversations(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<ConversationSummary[]> {
  if (!(await findOwnedProfile(ctx, accountId, profileId))) throw notFound();
  const [rows, unread] = await Promise.all([
    repo.conversationsOfProfile(ctx.db, profileId),
    repo.unreadCounts(ctx.db, profileId),
  ]);
  const participants = await repo.participantsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    participants: participants.get(row.id) ?? [],
    last_activity_at: row.last_activity_at,
    unread_count: unread.get(row.id) ?? 0,
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
  const id = newId();
  const at = nowIso();
  const added = await ctx.db.transaction().execute(async (trx) => {
    await repo.insertConversation(trx, { id, title: conversation.title, profileId, at });
    // The creator's open sockets subscribe too; otherwise they would hear nothing said in it
    // (the first reply from an invited relative) until they reconnected.
    return record(trx, accountStream(accountId), {
      type: 'conversation.added',
      profile_id: profileId,
      conversation: { id, title: conversation.title, participants: [profile] },
    });
  });
  publish(ctx, [added]);
  return {
    id,
    title: conversation.title,
    participants: [profile],
    last_activity_at: at,
    unread_count: 0,
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
  const [participants, messages] = await Promise.all([
    repo.participantsOf(ctx.db, [conversationId]),
    messagePage(ctx, conversationId, page),
  ]);
  return {
    id: conversation.id,
    title: conversation.title,
    participants: participants.get(conversationId) ?? [],
    messages: messages.messages,
    has_more: messages.hasMore,
    // Read before the messages: a client caught up from here may see one twice, never miss one.
    event_seq: Number(conversation.event_seq),
    created_by: conversation.created_by_profile_id,
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
  const read = await ctx.db.transaction().execute(async (trx) => {
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
  publish(ctx, read);
  const unread = await repo.unreadCounts(ctx.db, profileId);
  return { unread_count: unread.get(conversationId) ?? 0 };
}
