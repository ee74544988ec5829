import type { Profile } from '@hearth/shared';
import { LIMITS, MESSAGES, profileRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { notFound, unprocessable } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import * as repo from './profiles.repository.js';

export function listProfiles(ctx: AppContext, accountId: string): Promise<Profile[]> {
  return repo.listProfiles(ctx.db, accountId);
}

export async function createProfile(
  ctx: AppContext,
  accountId: string,
  input: unknown,
): Promise<Profile> {
  const { profile } = validate(profileRequestSchema, input);
  const row = {
    id: newId(),
    account_id: accountId,
    nickname: profile.nickname,
    created_at: nowIso(),
  };
  if (!(await repo.insertProfileWithinCap(ctx.db, row, LIMITS.profilesPerAccount))) {
    throw unprocessable([MESSAGES.tooManyProfiles]);
  }
  return { id: row.id, nickname: row.nickname };
}

export async function updateProfile(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  input: unknown,
): Promise<Profile> {
  const existing = await repo.findOwnedProfile(ctx.db, accountId, profileId);
  if (!existing) throw notFound();
  const { profile } = validate(profileRequestSchema, input);
  await repo.renameProfile(ctx.db, profileId, profile.nickname);
  const updated = { id: profileId, nickname: profile.nickname };
  const event = { type: 'profile.updated', profile: updated } as const;
  // The account's devices show it in menus; the other families see the name in shared rooms.
  ctx.events.publishToAccount(accountId, event);
  for (const conversationId of await repo.conversationIdsOf(ctx.db, profileId)) {
    ctx.events.publishToConversation(conversationId, event);
  }
  return updated;
}

export async function deleteProfile(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<void> {
  const existing = await repo.findOwnedProfile(ctx.db, accountId, profileId);
  if (!existing) throw notFound();
  const conversations = await repo.retireProfile(ctx.db, profileId, nowIso());
  for (const conversationId of conversations) {
    ctx.events.publishToConversation(conversationId, {
      type: 'participant.left',
      conversation_id: conversationId,
      profile_id: profileId,
    });
  }
}
