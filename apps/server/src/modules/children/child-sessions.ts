import { randomInt } from 'node:crypto';
import type {
  AuthResponse,
  ChildDevice,
  ChildSessionResponse,
  DeviceLinkResponse,
} from '@hearth/shared';
import {
  CHILD_LIMITS,
  CHILD_MESSAGES,
  DEVICE_LINK_ALPHABET,
  MESSAGES,
  pinRequestSchema,
  redeemRequestSchema,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { isId, isoAfter, newId, nowIso } from '../../lib/ids.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import { validate } from '../../lib/validate.js';
import type { Principal } from '../../plugins/authenticate.js';
import { currentUser, issueToken } from '../auth/auth.service.js';
import { requireChild } from '../profiles/profiles.service.js';
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
  await repo.revokeToken(ctx.db, principal.tokenHash, nowIso());
  ctx.events.publishToAccount(principal.accountId, {
    type: 'session.revoked',
    token_hash: principal.tokenHash,
  });
  return {
    access_token: await issueToken(ctx, principal.accountId),
    user: await currentUser(ctx, principal.accountId),
  };
}

/** A code easy to read aloud: no 0/O, 1/I/L look-alikes. */
export function newLinkCode(): string {
  let code = '';
  for (let i = 0; i < CHILD_LIMITS.deviceLinkLength; i += 1) {
    code += DEVICE_LINK_ALPHABET[randomInt(DEVICE_LINK_ALPHABET.length)];
  }
  return code;
}

/** What a person typed, as the code was made: capitals, no spaces or dashes. */
const normalise = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');

export async function createDeviceLink(
  ctx: AppContext,
  accountId: string,
  childId: string,
): Promise<DeviceLinkResponse> {
  await requireChild(ctx, accountId, childId);
  const code = newLinkCode();
  const expiresAt = isoAfter(CHILD_LIMITS.deviceLinkTtlMs);
  await repo.insertDeviceLink(ctx.db, {
    id: newId(),
    profile_id: childId,
    code_hash: hashToken(code),
    created_at: nowIso(),
    expires_at: expiresAt,
  });
  return { code, expires_at: expiresAt };
}

/** Signs a child's own device in with its code: a child session, named after the device. */
export async function redeemDeviceLink(
  ctx: AppContext,
  ip: string,
  input: unknown,
): Promise<ChildSessionResponse> {
  // Guesses are limited per address, like failed sign-ins; a code that works gives its try back.
  const reservation = await ctx.rateLimits.reserve(
    [`link:ip:${ip}`],
    ctx.config.rateLimits.loginFailures,
  );
  if (!reservation.granted) {
    throw new HttpError(429, 'rate_limited', MESSAGES.tooManyRequests, undefined, {
      'retry-after': String(Math.max(1, Math.ceil(reservation.retryAfterMs / 1000))),
    });
  }
  const { code, device_name } = validate(redeemRequestSchema, input);
  const spent = await repo.spendDeviceLink(ctx.db, hashToken(normalise(code)), nowIso());
  const child = spent && (await repo.liveChild(ctx.db, spent.profile_id));
  if (!child) throw forbidden(CHILD_MESSAGES.codeInvalid);
  await reservation.release();
  const token = await issueToken(ctx, child.account_id, {
    profileId: child.id,
    deviceName: device_name,
  });
  return {
    access_token: token,
    profile: { id: child.id, nickname: child.nickname, kind: 'child' },
  };
}

export async function listDevices(
  ctx: AppContext,
  accountId: string,
  childId: string,
): Promise<ChildDevice[]> {
  await requireChild(ctx, accountId, childId);
  const rows = await repo.devicesOf(ctx.db, childId, nowIso());
  return rows.map((row) => ({ ...row, name: row.name ?? '' }));
}

/** Signs one of the child's devices out; its open sockets close at once. */
export async function signOutDevice(
  ctx: AppContext,
  accountId: string,
  childId: string,
  deviceId: string,
): Promise<void> {
  await requireChild(ctx, accountId, childId);
  if (!isId(deviceId)) throw notFound();
  const revoked = await repo.revokeDevice(ctx.db, childId, deviceId, nowIso());
  if (!revoked) throw notFound();
  ctx.events.publishToAccount(accountId, {
    type: 'session.revoked',
    token_hash: revoked.token_hash,
  });
}
