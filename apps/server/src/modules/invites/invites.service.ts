import type {
  InvitePreview,
  InviteResponse,
  InviteSummary,
  JoinResult,
  PublicInvitePreview,
} from '@hearth/shared';
import {
  MESSAGES,
  inviteOptionsSchema,
  invitePreviewSchema,
  joinRequestSchema,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { isId, isoAfter, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { findParticipation, requireParticipation } from '../access/access.service.js';
import { participantsOf } from '../conversations/conversations.service.js';
import { admitted } from '../children/children.service.js';
import { accountStream, conversationStream, publish, record } from '../events/events.service.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import * as repo from './invites.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/** Only a participant can invite; the token itself is returned once and stored as a hash. */
export async function createInvite(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  input: unknown = undefined,
): Promise<InviteResponse> {
  await requireParticipation(ctx, accountId, profileId, conversationId);
  const options = validate(inviteOptionsSchema, input)?.invite ?? {};
  const token = newSecretToken();
  const hours = options.expires_in_hours ?? ctx.config.inviteTtlHours;
  const expiresAt = isoAfter(hours * HOUR_MS);
  await repo.insertInvite(ctx.db, {
    max_uses: options.max_uses ?? null,
    id: newId(),
    conversation_id: conversationId,
    created_by_profile_id: profileId,
    token_hash: hashToken(token),
    created_at: nowIso(),
    expires_at: expiresAt,
  });
  return { invite: { token, expires_at: expiresAt } };
}

/**
 * The client reads join failures by status alone (section 8: 422 means "already a participant"),
 * so a token or profile id that is merely too long answers as an unknown one would: 403 for the
 * profile, 404 for the token. Only a missing field is a 422.
 */
function parseJoinRequest(input: unknown) {
  const result = joinRequestSchema.safeParse(input);
  if (result.success) return result.data;
  const messages = [...new Set(result.error.issues.map((issue) => issue.message))];
  const only = (text: string) => messages.every((m) => m === text || m === MESSAGES.inviteInvalid);
  if (messages.includes(MESSAGES.profileNotAccessible) && only(MESSAGES.profileNotAccessible)) {
    throw new HttpError(403, 'forbidden', MESSAGES.profileNotAccessible);
  }
  if (only(MESSAGES.inviteInvalid)) throw new HttpError(404, 'not_found', MESSAGES.inviteInvalid);
  throw unprocessable(messages);
}

const expired = () => new HttpError(410, 'gone', MESSAGES.inviteExpired);
// Gone too (a final answer), but saying why: nobody should think the link aged.
const usedUp = () => new HttpError(410, 'gone', MESSAGES.inviteUsedUp);

/** A live invite by its token: 404 unknown (or too long), 410 expired, as a join answers. */
async function liveInvite(ctx: AppContext, token: string) {
  const invite = await repo.findInviteByHash(ctx.db, hashToken(token));
  if (!invite) throw new HttpError(404, 'not_found', MESSAGES.inviteInvalid);
  if (invite.expires_at <= nowIso()) throw expired();
  if (invite.max_uses !== null && Number(invite.uses) >= Number(invite.max_uses)) throw usedUp();
  return invite;
}

/**
 * The conversation an invite leads to, who made the invite and who is in it, without joining: a
 * parent sees whom a child would talk with (and so approve) before adding it. Signed out, the
 * same answer without any id: what a newcomer needs to decide whether to sign up.
 */
export async function previewInvite(ctx: AppContext, input: unknown): Promise<InvitePreview> {
  const parsed = invitePreviewSchema.safeParse(input);
  if (!parsed.success) {
    const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    if (messages.every((m) => m === MESSAGES.inviteInvalid)) {
      throw new HttpError(404, 'not_found', MESSAGES.inviteInvalid);
    }
    throw unprocessable(messages);
  }
  const invite = await liveInvite(ctx, parsed.data.token);
  const [participants, inviter] = await Promise.all([
    participantsOf(ctx.db, [invite.conversation_id]),
    repo.inviterNickname(ctx.db, invite.id),
  ]);
  return {
    id: invite.conversation_id,
    title: invite.title,
    invited_by: inviter === null ? null : { nickname: inviter },
    participants: participants.get(invite.conversation_id) ?? [],
  };
}

export async function previewInviteSignedOut(
  ctx: AppContext,
  input: unknown,
): Promise<PublicInvitePreview> {
  const { title, invited_by, participants } = await previewInvite(ctx, input);
  return { title, invited_by, participants: participants.map((p) => ({ nickname: p.nickname })) };
}

const alreadyParticipant = () => new HttpError(422, 'conflict', MESSAGES.alreadyParticipant);

export async function joinViaInvite(
  ctx: AppContext,
  accountId: string,
  input: unknown,
): Promise<JoinResult> {
  const { token, profile_id, approved_profile_ids } = parseJoinRequest(input);
  const profile = await findOwnedProfile(ctx, accountId, profile_id);
  if (!profile) throw new HttpError(403, 'forbidden', MESSAGES.profileNotAccessible);
  const invite = await liveInvite(ctx, token);
  const conversationId = invite.conversation_id;
  if (await findParticipation(ctx.db, accountId, profile.id, conversationId)) {
    throw alreadyParticipant();
  }
  // Someone taken out comes back only through a link made after that.
  const removed = await repo.removedAt(ctx.db, conversationId, profile.id);
  if (removed && invite.created_at <= removed) {
    throw new HttpError(404, 'not_found', MESSAGES.inviteInvalid);
  }
  let logged;
  try {
    logged = await ctx.db.transaction().execute(async (trx) => {
      await repo.addParticipant(trx, conversationId, profile.id, nowIso());
      // After the insert: an existing participant must read as one, not use up the link.
      if (!(await repo.takeUse(trx, invite.id))) throw usedUp();
      const participants = (await participantsOf(trx, [conversationId])).get(conversationId) ?? [];
      const joined: JoinResult = { id: conversationId, title: invite.title, participants };
      // The joiner's sockets subscribe first, so they hear the join and everything after it.
      return {
        joined,
        events: [
          await record(trx, accountStream(accountId), {
            type: 'conversation.added',
            profile_id: profile.id,
            conversation: joined,
          }),
          await record(trx, conversationStream(conversationId), {
            type: 'participant.joined',
            conversation_id: conversationId,
            participant: { id: profile.id, nickname: profile.nickname },
          }),
          // The pairwise rule for children: approvals the join needs, in the same transaction.
          ...(await admitted(
            trx,
            { id: conversationId, title: invite.title },
            profile,
            accountId,
            approved_profile_ids,
          )),
        ],
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyParticipant();
    throw error;
  }
  publish(ctx, logged.events);
  return logged.joined;
}

/** The conversation's links that still let someone in, for any of its participants. */
export async function listInvites(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
): Promise<InviteSummary[]> {
  await requireParticipation(ctx, accountId, profileId, conversationId);
  const rows = await repo.liveInvites(ctx.db, conversationId, nowIso());
  return rows.map((row) => ({
    id: row.id,
    created_by: { id: row.profile_id, nickname: row.nickname },
    created_at: row.created_at,
    expires_at: row.expires_at,
    max_uses: row.max_uses === null ? null : Number(row.max_uses),
    uses: Number(row.uses),
  }));
}

/** Any participant may revoke any of its links; the link then answers "Invalid invite link". */
export async function revokeInvite(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  inviteId: string,
): Promise<void> {
  await requireParticipation(ctx, accountId, profileId, conversationId);
  if (!isId(inviteId) || !(await repo.deleteInvite(ctx.db, conversationId, inviteId))) {
    throw notFound();
  }
}
