import type { Profile } from '@hearth/shared';
import { LIMITS, MESSAGES, profileRequestSchema, profileUpdateSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { notFound, unprocessable } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { accountStream, conversationStream, publish, record } from '../events/events.service.js';
import { removeUnsentOf } from '../media/media.service.js';
import * as repo from './profiles.repository.js';

/** The account's profile in use with this id, or undefined: the root of every scope check. */
export function findOwnedProfile(ctx: AppContext, accountId: string, profileId: string) {
  return repo.findOwnedProfile(ctx.db, accountId, profileId);
}

/** The account's profiles; a child session sees its own profile only. */
export async function listProfiles(
  ctx: AppContext,
  accountId: string,
  childProfileId: string | null = null,
): Promise<Profile[]> {
  const all = await repo.listProfiles(ctx.db, accountId);
  return childProfileId ? all.filter((p) => p.id === childProfileId) : all;
}

/** The account's child profile with this id, or 404: what every parent's child route starts with. */
export async function requireChild(ctx: AppContext, accountId: string, childId: string) {
  const profile = await repo.findOwnedProfile(ctx.db, accountId, childId);
  if (profile?.kind !== 'child') throw notFound();
  return profile;
}

/**
 * The account's profile with this id that has devices of its own (a child's, an assisted
 * grandparent's), or 404: what linking, listing and signing out devices start with.
 */
export async function requireLinkable(ctx: AppContext, accountId: string, profileId: string) {
  const profile = await repo.findOwnedProfile(ctx.db, accountId, profileId);
  if (profile?.kind !== 'child' && profile?.kind !== 'assisted') throw notFound();
  return profile;
}

/** The account's first profile still in use: the one login hands the client as current. */
export async function firstProfile(ctx: AppContext, accountId: string): Promise<Profile | null> {
  // At most a handful of profiles per account: the list query serves, in its one order.
  return (await repo.listProfiles(ctx.db, accountId))[0] ?? null;
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
    language: profile.language ?? null,
    created_at: nowIso(),
  };
  const kind = await repo.insertProfileWithinCap(
    ctx.db,
    row,
    LIMITS.profilesPerAccount,
    profile.kind,
  );
  if (kind === 'full') throw unprocessable([MESSAGES.tooManyProfiles]);
  // An assisted profile is added beside the adult's own: the first profile is always the adult.
  if (kind === 'no_adult') throw unprocessable([MESSAGES.profileKindInvalid]);
  return { id: row.id, nickname: row.nickname, kind, language: row.language };
}

export async function updateProfile(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  input: unknown,
): Promise<Profile> {
  const existing = await repo.findOwnedProfile(ctx.db, accountId, profileId);
  if (!existing) throw notFound();
  const { profile } = validate(profileUpdateSchema, input);
  const updated = { ...existing, ...profile };
  // The account's devices hear every change (a kid's tablet follows its new language); the other
  // families hear a new name only, never the kind or the language.
  const named = { id: profileId, nickname: updated.nickname };
  const logged = await ctx.db.transaction().execute(async (trx) => {
    await repo.updateProfile(trx, profileId, profile);
    const own = { ...named, language: updated.language ?? null };
    const events = [await record(trx, accountStream(accountId), eventOf(own))];
    if (profile.nickname === undefined) return events;
    for (const id of await repo.conversationIdsOf(trx, profileId)) {
      events.push(await record(trx, conversationStream(id), eventOf(named)));
    }
    return events;
  });
  publish(ctx, logged);
  return updated;
}

const eventOf = (profile: Profile) => ({ type: 'profile.updated', profile }) as const;

export async function deleteProfile(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<void> {
  const existing = await repo.findOwnedProfile(ctx.db, accountId, profileId);
  if (!existing) throw notFound();
  const logged = await ctx.db.transaction().execute(async (trx) => {
    const events = [];
    for (const conversationId of await repo.retireProfile(trx, profileId, nowIso())) {
      events.push(
        await record(trx, conversationStream(conversationId), {
          type: 'participant.left',
          conversation_id: conversationId,
          profile_id: profileId,
        }),
      );
    }
    return events;
  });
  publish(ctx, logged);
  // Recordings it uploaded but never sent: nobody can send them now.
  await removeUnsentOf(ctx, profileId);
}
