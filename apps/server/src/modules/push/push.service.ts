import {
  PUSH_MESSAGES,
  conversationNotificationsRequestSchema,
  pushSettingsRequestSchema,
  pushSubscriptionRequestSchema,
  type PushSettings,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isId, isoAfter, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import type { Principal } from '../access/access.service.js';
import { requireParticipation } from '../access/access.service.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import * as repo from './push.repository.js';

async function requireOwnProfile(ctx: AppContext, accountId: string, profileId: string) {
  if (!isId(profileId) || !(await findOwnedProfile(ctx, accountId, profileId))) throw notFound();
}

/**
 * Ties this browser's push address to the current device session and one of its profiles. An
 * address another account holds stays with it: moved, it would ring for a stranger's family.
 */
export async function subscribe(ctx: AppContext, principal: Principal, body: unknown) {
  const input = validate(pushSubscriptionRequestSchema, body);
  await requireOwnProfile(ctx, principal.accountId, input.profile_id);
  // A child session acts as its one profile: its device cannot ring for the parent's.
  if (principal.childProfileId && principal.childProfileId !== input.profile_id) throw notFound();
  const id = await repo.upsertSubscription(ctx.db, {
    id: newId(),
    account_id: principal.accountId,
    profile_id: input.profile_id,
    token_hash: principal.tokenHash,
    endpoint: input.subscription.endpoint,
    p256dh: input.subscription.keys.p256dh,
    auth: input.subscription.keys.auth,
    created_at: nowIso(),
  });
  if (id === null) throw new HttpError(409, 'endpoint_taken', PUSH_MESSAGES.endpointTaken);
  return { id };
}

/** The current device session stops receiving pushes (as it does when it signs out). */
export function unsubscribe(ctx: AppContext, principal: Principal): Promise<number> {
  return repo.deleteSubscriptionsOfSession(ctx.db, principal.tokenHash);
}

export async function settingsOf(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<PushSettings> {
  await requireOwnProfile(ctx, accountId, profileId);
  const [previews, muted] = await Promise.all([
    repo.previewsOf(ctx.db, profileId),
    repo.mutedConversations(ctx.db, profileId),
  ]);
  return { previews, muted_conversation_ids: muted };
}

export async function updateSettings(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  body: unknown,
): Promise<PushSettings> {
  const { previews } = validate(pushSettingsRequestSchema, body);
  await requireOwnProfile(ctx, accountId, profileId);
  await repo.setPreviews(ctx.db, profileId, previews);
  return settingsOf(ctx, accountId, profileId);
}

/** Notifications on or off for one conversation of one profile. */
export async function setConversationMuted(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  body: unknown,
): Promise<{ muted: boolean }> {
  const { muted } = validate(conversationNotificationsRequestSchema, body);
  await requireParticipation(ctx, accountId, profileId, conversationId);
  await repo.setMuted(ctx.db, profileId, conversationId, muted);
  return { muted };
}

/**
 * A visible tab renews its mark at every realtime heartbeat; a mark outlives a missed renewal
 * but not two, so a device whose instance died is rung again within about a minute.
 */
export const VISIBLE_FOR_MS = 75_000;

export function socketVisibility(
  ctx: AppContext,
  socketId: string,
  tokenHash: string,
  visible: boolean,
): Promise<void> {
  return visible
    ? repo.markVisible(ctx.db, socketId, tokenHash, isoAfter(VISIBLE_FOR_MS))
    : repo.clearVisible(ctx.db, socketId);
}

export function renewVisibility(ctx: AppContext, socketIds: string[]): Promise<void> {
  return repo.renewVisible(ctx.db, socketIds, isoAfter(VISIBLE_FOR_MS));
}
