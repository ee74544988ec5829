import type { InviteResponse, JoinResult } from '@hearth/shared';
import { MESSAGES, invitePreviewSchema, joinRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, unprocessable } from '../../lib/http-error.js';
import { isoAfter, newId, nowIso } from '../../lib/ids.js';
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
): Promise<InviteResponse> {
  await requireParticipation(ctx, accountId, profileId, conversationId);
  const token = newSecretToken();
  const expiresAt = isoAfter(ctx.config.inviteTtlHours * HOUR_MS);
  await repo.insertInvite(ctx.db, {
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

/** A live invite by its token: 404 unknown (or too long), 410 expired, as a join answers. */
async function liveInvite(ctx: AppContext, token: string) {
  const invite = await repo.findInviteByHash(ctx.db, hashToken(token));
  if (!invite) throw new HttpError(404, 'not_found', MESSAGES.inviteInvalid);
  if (invite.expires_at <= nowIso()) throw new HttpError(410, 'gone', MESSAGES.inviteExpired);
  return invite;
}

/**
 * The conversation an invite leads to and who is in it, without joining: a parent sees whom a
 * child would talk with (and so approve) before adding it.
 */
export async function previewInvite(ctx: AppContext, input: unknown): Promise<JoinResult> {
  const parsed = invitePreviewSchema.safeParse(input);
  if (!parsed.success) {
    const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    if (messages.every((m) => m === MESSAGES.inviteInvalid)) {
      throw new HttpError(404, 'not_found', MESSAGES.inviteInvalid);
    }
    throw unprocessable(messages);
  }
  const invite = await liveInvite(ctx, parsed.data.token);
  const participants =
    (await participantsOf(ctx.db, [invite.conversation_id])).get(invite.conversation_id) ?? [];
  return { id: invite.conversation_id, title: invite.title, participants };
}

const alreadyParticipant = () => new HttpError(422, 'conflict', MESSAGES.alreadyParticipant);

export async function joinViaInvite(
  ctx: AppContext,
  accountId: string,
  input: unknown,
): Promise<JoinResult> {
  const { token, profile_id } = parseJoinRequest(input);
  const profile = await findOwnedProfile(ctx, accountId, profile_id);
  if (!profile) throw new HttpError(403, 'forbidden', MESSAGES.profileNotAccessible);
  const invite = await liveInvite(ctx, token);
  const conversationId = invite.conversation_id;
  if (await findParticipation(ctx.db, accountId, profile.id, conversationId)) {
    throw alreadyParticipant();
  }
  let logged;
  try {
    logged = await ctx.db.transaction().execute(async (trx) => {
      await repo.addParticipant(trx, conversationId, profile.id, nowIso());
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
          ...(await admitted(trx, { id: conversationId, title: invite.title }, profile, accountId)),
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
