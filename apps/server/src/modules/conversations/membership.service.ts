import { FAMILY_MESSAGES, conversationRequestSchema, type DurableEvent } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { isId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { requireCreator, requireParticipation } from '../access/access.service.js';
import { dropFromCall } from '../calls/calls.service.js';
import { accountStream, conversationStream, publish, record } from '../events/events.service.js';
import * as repo from './membership.repository.js';

/** Any participant may rename; everyone in it hears the new title. */
export async function renameConversation(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  input: unknown,
): Promise<{ id: string; title: string }> {
  await requireParticipation(ctx, accountId, profileId, conversationId);
  const { conversation } = validate(conversationRequestSchema, input);
  const event = await ctx.db.transaction().execute(async (trx) => {
    await repo.renameConversation(trx, conversationId, conversation.title);
    return record(trx, conversationStream(conversationId), {
      type: 'conversation.updated',
      conversation_id: conversationId,
      title: conversation.title,
    });
  });
  publish(ctx, [event]);
  return { id: conversationId, title: conversation.title };
}

/**
 * Takes a profile out, with the events that stop its account hearing the conversation on every
 * instance: `conversation.removed` to its own account, `participant.left` to those who stay.
 * It leaves the conversation's live call first. The last one out deletes the conversation with
 * everything in it.
 */
async function takeOut(
  db: Db,
  trx: Db,
  conversationId: string,
  member: { profileId: string; accountId: string },
  removedAt: string | null,
): Promise<DurableEvent[]> {
  const events = await dropFromCall(db, trx, conversationId, member.profileId);
  const remaining = await repo.removeParticipant(trx, conversationId, member.profileId);
  events.push(
    await record(trx, accountStream(member.accountId), {
      type: 'conversation.removed',
      profile_id: member.profileId,
      conversation_id: conversationId,
    }),
  );
  if (remaining === 0) {
    await repo.deleteConversation(trx, conversationId);
    return events;
  }
  if (removedAt) await repo.recordRemoval(trx, conversationId, member.profileId, removedAt);
  events.push(
    await record(trx, conversationStream(conversationId), {
      type: 'participant.left',
      conversation_id: conversationId,
      profile_id: member.profileId,
    }),
  );
  return events;
}

export async function leaveConversation(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
): Promise<void> {
  await requireParticipation(ctx, accountId, profileId, conversationId);
  const events = await ctx.db
    .transaction()
    .execute((trx) => takeOut(ctx.db, trx, conversationId, { profileId, accountId }, null));
  publish(ctx, events);
}

/** The creator takes a member out; the member can come back only through a newer link. */
export async function removeMember(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  memberId: string,
): Promise<void> {
  await requireCreator(
    ctx,
    accountId,
    profileId,
    conversationId,
    FAMILY_MESSAGES.onlyCreatorRemoves,
  );
  if (memberId === profileId) return leaveConversation(ctx, accountId, profileId, conversationId);
  const member = isId(memberId)
    ? await repo.participantAccount(ctx.db, conversationId, memberId)
    : undefined;
  if (!member) throw notFound();
  const events = await ctx.db
    .transaction()
    .execute((trx) =>
      takeOut(
        ctx.db,
        trx,
        conversationId,
        { profileId: memberId, accountId: member.account_id },
        nowIso(),
      ),
    );
  publish(ctx, events);
}

/**
 * Takes a profile out of every conversation it is in, inside the caller's transaction (a profile
 * or an account being erased); conversations left empty are deleted.
 */
export async function takeOutOfAll(
  db: Db,
  trx: Db,
  member: { profileId: string; accountId: string },
): Promise<DurableEvent[]> {
  const events = [];
  for (const conversationId of await repo.conversationsOf(trx, member.profileId)) {
    events.push(...(await takeOut(db, trx, conversationId, member, null)));
  }
  return events;
}
