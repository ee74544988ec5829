import type { ApprovalsResponse, DurableEvent, Profile } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { accountStream, conversationStream, publish, record } from '../events/events.service.js';
import { requireChild } from '../profiles/profiles.service.js';
import * as repo from './approvals.repository.js';

export * from './child-sessions.js';
export {
  inQuietHours,
  quietAt,
  quietHoursOf,
  quietNow,
  quietSince,
  readQuietHours,
  setQuietHours,
  type QuietColumns,
} from './quiet-hours.js';

/**
 * Keeps the pairwise rule when `joiner` enters a conversation, inside the join's transaction.
 * A child joining approves everyone already there (its parent chose this conversation with them
 * in sight). Every other child in it that does not have the joiner approved now waits: a request
 * for its parent, announced on the parent's account stream.
 */
export async function admitted(
  trx: Db,
  conversation: { id: string; title: string },
  joiner: Profile,
  joinerAccountId: string,
): Promise<DurableEvent[]> {
  const at = nowIso();
  if (joiner.kind === 'child') {
    await repo.approve(trx, joiner.id, await repo.othersIn(trx, conversation.id, joiner.id), at);
  }
  const events: DurableEvent[] = [];
  for (const child of await repo.childrenIn(trx, conversation.id, joiner.id)) {
    if (child.account_id === joinerAccountId) continue;
    const waiting = await repo.unapprovedIn(trx, child.id, conversation.id);
    if (!waiting.some((p) => p.id === joiner.id)) continue;
    const id = newId();
    const row = {
      id,
      child_profile_id: child.id,
      profile_id: joiner.id,
      conversation_id: conversation.id,
      requested_at: at,
    };
    if (!(await repo.insertRequest(trx, row))) continue;
    events.push(
      await record(trx, accountStream(child.account_id), {
        type: 'approval.requested',
        child_profile_id: child.id,
        request_id: id,
        profile: { id: joiner.id, nickname: joiner.nickname },
        conversation,
      }),
    );
  }
  return events;
}

export async function listApprovals(
  ctx: AppContext,
  accountId: string,
  childId: string,
): Promise<ApprovalsResponse> {
  await requireChild(ctx, accountId, childId);
  const [approved, pending] = await Promise.all([
    repo.approvedOf(ctx.db, childId),
    repo.pendingOf(ctx.db, childId),
  ]);
  return {
    approved,
    pending: pending.map((r) => ({
      id: r.id,
      profile: { id: r.profile_id, nickname: r.nickname },
      conversation: { id: r.conversation_id, title: r.title },
      requested_at: r.requested_at,
    })),
  };
}

const changed = (trx: Db, accountId: string, childId: string) =>
  record(trx, accountStream(accountId), { type: 'approvals.changed', child_profile_id: childId });

/**
 * The frame of every parent decision about a child's contacts: the child must be the account's,
 * the decision and its `approvals.changed` commit together, and what was logged is published
 * after the commit. `decide` answers null when there was nothing to decide on (404).
 */
async function decideFor(
  ctx: AppContext,
  accountId: string,
  childId: string,
  targetId: string,
  decide: (trx: Db) => Promise<DurableEvent[] | null>,
): Promise<void> {
  await requireChild(ctx, accountId, childId);
  if (!isId(targetId)) throw notFound();
  const logged = await ctx.db.transaction().execute(async (trx) => {
    const events = await decide(trx);
    return events && [await changed(trx, accountId, childId), ...events];
  });
  if (!logged) throw notFound();
  publish(ctx, logged);
}

/** The parent's yes: the person is approved for the child in every conversation. */
export function approveRequest(
  ctx: AppContext,
  accountId: string,
  childId: string,
  requestId: string,
): Promise<void> {
  return decideFor(ctx, accountId, childId, requestId, async (trx) => {
    const request = await repo.findRequest(trx, childId, requestId);
    if (!request) return null;
    await repo.approve(trx, childId, [request.profile_id], nowIso());
    await repo.dropRequestsFor(trx, childId, request.profile_id);
    return [];
  });
}

/** The parent's no: the child leaves that conversation. */
export function declineRequest(
  ctx: AppContext,
  accountId: string,
  childId: string,
  requestId: string,
): Promise<void> {
  return decideFor(ctx, accountId, childId, requestId, async (trx) => {
    const request = await repo.findRequest(trx, childId, requestId);
    if (!request) return null;
    const conversationId = request.conversation_id;
    await repo.dropRequestsIn(trx, childId, conversationId);
    if (!(await repo.removeParticipant(trx, conversationId, childId))) return [];
    const left = await record(trx, conversationStream(conversationId), {
      type: 'participant.left',
      conversation_id: conversationId,
      profile_id: childId,
    });
    return [left];
  });
}

/** Takes an approval back: every conversation with that person waits for the parent again. */
export function revokeContact(
  ctx: AppContext,
  accountId: string,
  childId: string,
  profileId: string,
): Promise<void> {
  return decideFor(ctx, accountId, childId, profileId, async (trx) => {
    if (!(await repo.revoke(trx, childId, profileId))) return null;
    const at = nowIso();
    for (const conversation of await repo.sharedConversations(trx, childId, profileId)) {
      const row = {
        id: newId(),
        child_profile_id: childId,
        profile_id: profileId,
        conversation_id: conversation.id,
        requested_at: at,
      };
      await repo.insertRequest(trx, row);
    }
    return [];
  });
}
