import { CALL_MESSAGES, autoAnswerRequestSchema, type AutoAnswerResponse } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { validate } from '../../lib/validate.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import * as repo from './auto-answer.repository.js';

/** The account's own profile, or 404 (another account's ids are unknown here). */
async function ownProfile(ctx: AppContext, accountId: string, profileId: string) {
  const profile = await findOwnedProfile(ctx, accountId, profileId);
  if (!profile) throw notFound();
  return profile;
}

/**
 * The people whose calls this profile answers by itself (the web counts down on screen first).
 * Someone it no longer shares a conversation with drops out of the list.
 */
export async function autoAnswerOf(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<AutoAnswerResponse> {
  await ownProfile(ctx, accountId, profileId);
  const stored = await repo.autoAnswerOf(ctx.db, profileId);
  const current = new Set(await repo.sharingWith(ctx.db, profileId, stored));
  return { auto_answer: { profile_ids: stored.filter((id) => current.has(id)) } };
}

/**
 * Replaces the list: only people this profile shares a conversation with (422 otherwise), and
 * never for a child's profile (403): a child's calls are always answered by the child.
 */
export async function setAutoAnswer(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  input: unknown,
): Promise<AutoAnswerResponse> {
  const profile = await ownProfile(ctx, accountId, profileId);
  const { auto_answer: request } = validate(autoAnswerRequestSchema, input);
  if (profile.kind === 'child') {
    throw new HttpError(403, 'forbidden', CALL_MESSAGES.autoAnswerChild);
  }
  const ids = [...new Set(request.profile_ids)].sort();
  const sharing = new Set(await repo.sharingWith(ctx.db, profileId, ids));
  if (ids.some((id) => !sharing.has(id))) throw unprocessable([CALL_MESSAGES.autoAnswerStranger]);
  await ctx.db.transaction().execute((trx) => repo.putAutoAnswer(trx, profileId, ids));
  return { auto_answer: { profile_ids: ids } };
}
