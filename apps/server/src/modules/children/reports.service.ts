import type { MessageReport } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { findParticipation } from '../access/access.service.js';
import { accountStream, publish, record } from '../events/events.service.js';
import { requireChild } from '../profiles/profiles.service.js';
import * as repo from './reports.repository.js';

type ReportRow = Awaited<ReturnType<typeof repo.reportsOf>>[number];

const reportOf = (row: ReportRow): MessageReport => ({
  id: row.id,
  message: { id: row.message_id, content: row.content, kind: row.kind },
  sender: { id: row.sender_id, nickname: row.nickname },
  conversation: { id: row.conversation_id, title: row.title },
  reported_at: row.reported_at,
});

/**
 * "Tell a grown-up": the child flags a message it can see; its parent hears of it live. Any
 * message the child cannot see answers 404 alike, so a report reveals nothing it did not know.
 */
export async function reportMessage(
  ctx: AppContext,
  accountId: string,
  childId: string,
  conversationId: string,
  messageId: string,
): Promise<MessageReport> {
  const participant = await findParticipation(ctx.db, accountId, childId, conversationId);
  if (participant?.kind !== 'child' || !isId(messageId)) throw notFound();
  const logged = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.heardMessage(trx, childId, conversationId, messageId))) return null;
    const row = {
      id: newId(),
      child_profile_id: childId,
      message_id: messageId,
      conversation_id: conversationId,
      reported_at: nowIso(),
    };
    // Pressing again keeps the first report and tells the parent nothing new.
    if (!(await repo.insertReport(trx, row))) return { id: null, events: [] };
    const event = await record(trx, accountStream(accountId), {
      type: 'message.reported',
      child_profile_id: childId,
      report_id: row.id,
    });
    return { id: row.id, events: [event] };
  });
  if (!logged) throw notFound();
  publish(ctx, logged.events);
  return reportOf(await repo.findReport(ctx.db, childId, messageId));
}

export async function listReports(
  ctx: AppContext,
  accountId: string,
  childId: string,
): Promise<MessageReport[]> {
  await requireChild(ctx, accountId, childId);
  return (await repo.reportsOf(ctx.db, childId)).map(reportOf);
}
