import type { AuthResponse, ChildSessionResponse } from '@hearth/shared';
import { CHILD_LIMITS, CHILD_MESSAGES, pinRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, unprocessable } from '../../lib/http-error.js';
import { isoAfter, nowIso } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { validate } from '../../lib/validate.js';
import type { Principal } from '../../plugins/authenticate.js';
import { currentUser, issueToken, logout } from '../auth/auth.service.js';
import { findOwnedProfile, requireChild } from '../profiles/profiles.service.js';
import * as repo from './children.repository.js';

const forbidden = (message: string, headers: Record<string, string> = {}) =>
  new HttpError(403, 'forbidden', message, [message], headers);

const waitFor = (until: string) =>
  forbidden(CHILD_MESSAGES.pinWait, {
    'retry-after': String(Math.max(1, Math.ceil((Date.parse(until) - Date.now()) / 1000))),
  });

/** The wait after the `failures`-th wrong PIN in a row: none for the first few, then doubling. */
export function pinWaitMs(failures: number): number {
  if (failures < CHILD_LIMITS.pinFreeTries) return 0;
  const doublings = Math.min(failures - CHILD_LIMITS.pinFreeTries, 30);
  return Math.min(CHILD_LIMITS.pinBaseWaitMs * 2 ** doublings, CHILD_LIMITS.pinMaxWaitMs);
}

/** Sets or changes the family PIN, hashed like a password. */
export async function setPin(ctx: AppContext, accountId: string, input: unknown): Promise<void> {
  const { pin } = validate(pinRequestSchema, input);
  await repo.setPin(ctx.db, accountId, await ctx.hashes.run(() => hashPassword(pin)));
}

/** Whether the account has a family PIN, so that the form can say so. */
export async function pinIsSet(ctx: AppContext, accountId: string): Promise<boolean> {
  return Boolean((await repo.pinState(ctx.db, accountId))?.pin_hash);
}

/** Kid mode on a shared device: the account's session trades for one acting as the child. */
export async function kidSession(
  ctx: AppContext,
  accountId: string,
  childId: string,
): Promise<ChildSessionResponse> {
  const profile = await requireChild(ctx, accountId, childId);
  // Without a PIN kid mode could not be left: the grown-up sets one first.
  if (!(await repo.pinState(ctx.db, accountId))?.pin_hash) {
    throw unprocessable([CHILD_MESSAGES.pinNotSet]);
  }
  const token = await issueToken(ctx, accountId, { profileId: childId, deviceName: null });
  return { access_token: token, profile };
}

/**
 * Leaves kid mode: with the family PIN, the child session ends and an account session is given
 * back. Each try is counted before the PIN is checked; after a few wrong ones each waits longer.
 */
export async function unlock(
  ctx: AppContext,
  principal: Principal,
  input: unknown,
): Promise<AuthResponse> {
  if (!principal.childProfileId) throw forbidden(CHILD_MESSAGES.childOnly);
  // An assisted grandparent's tablet never becomes the account's: no PIN opens it.
  const profile = await findOwnedProfile(ctx, principal.accountId, principal.childProfileId);
  if (profile?.kind !== 'child') throw forbidden(CHILD_MESSAGES.notAllowed);
  const { pin } = validate(pinRequestSchema, input);
  const state = await repo.pinState(ctx.db, principal.accountId);
  if (!state?.pin_hash) throw forbidden(CHILD_MESSAGES.pinNotSet);
  const now = nowIso();
  if (state.pin_locked_until && state.pin_locked_until > now) throw waitFor(state.pin_locked_until);
  const failures = Number(state.pin_failures) + 1;
  const wait = pinWaitMs(failures);
  const lockedUntil = wait > 0 ? isoAfter(wait) : null;
  const seen = failures - 1;
  if (!(await repo.reservePinTry(ctx.db, principal.accountId, seen, lockedUntil, now))) {
    // Another try was counted at the same moment: this one waits like the next would.
    throw waitFor(lockedUntil ?? isoAfter(1000));
  }
  const pinHash = state.pin_hash;
  const valid = await ctx.hashes.run(() => verifyPassword(pinHash, pin));
  if (!valid) throw forbidden(CHILD_MESSAGES.pinWrong);
  await repo.clearPinFailures(ctx.db, principal.accountId);
  // The child's session ends as a sign-out does; the grown-up's begins.
  await logout(ctx, principal.accountId, principal.tokenHash);
  return {
    access_token: await issueToken(ctx, principal.accountId),
    user: await currentUser(ctx, principal.accountId),
  };
}
