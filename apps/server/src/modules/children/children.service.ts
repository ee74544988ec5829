import type { ApprovalsResponse, DurableEvent, Participant, Profile } from '@hearth/shared';
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
 * A child joining has approved those its parent saw in the invite's preview (`approvedIds`);
 * anyone else there waits for the parent's yes, as a later newcomer does. Every other child in
 * it that does not have the joiner approved waits too. Each wait is a request for the child's
 * parent, announced on the parent's account stream.
 */
export async function admitted(
  trx: Db,
  conversation: { id: string; title: string },
  joiner: Profile,
  joinerAccountId: string,
  approvedIds: readonly string[] = [],
): Promise<DurableEvent[]> {
  const at = nowIso();
  const events: DurableEvent[] = [];
  const ask = async (child: { id: string; account_id: string }, profile: Participant) => {
    const id = newId();
    const row = {
      id,
      child_profile_id: child.id,
      profile_id: profile.id,
      conversation_id: conversation.id,
      requested_at: at,
    };
    if (!(await repo.insertRequest(trx, row))) return;
    events.push(
      await record(trx, accountStream(child.account_id), {
        type: 'approval.requested',
        child_profile_id: child.id,
        request_id: id,
        profile,
        conversation,
      }),
    );
  };
  if (joiner.kind === 'child') {
    const seen = new Set(approvedIds);
    const present = await repo.unapprovedIn(trx, joiner.id, conversation.id);
    const approved = present.filter((p) => seen.has(p.id));
    await repo.approve(
      trx,
      joiner.id,
      approved.map((p) => p.id),
      at,
    );
    for (const other of present.filter((p) => !seen.has(p.id))) {
      await ask({ id: joiner.id, account_id: joinerAccountId }, other);
    }
  }
  for (const child of await repo.childrenIn(trx, conversation.id, joiner.id)) {
    if (child.account_id === joinerAccountId) continue;
    const waiting = await repo.unapprovedIn(trx, child.id, conversation.id);
    if (!waiting.some((p) => p.id === joiner.id)) continue;
    await ask(child, { id: joiner.id, nickname: joiner.nickname });
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
