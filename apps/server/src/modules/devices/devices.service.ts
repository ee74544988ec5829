import { randomInt } from 'node:crypto';
import type { ChildDevice, ChildSessionResponse, DeviceLinkResponse } from '@hearth/shared';
import {
  CHILD_LIMITS,
  CHILD_MESSAGES,
  DEVICE_LINK_ALPHABET,
  MESSAGES,
  redeemRequestSchema,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { isId, isoAfter, newId, nowIso } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { validate } from '../../lib/validate.js';
import type { Reservation } from '../../plugins/rate-limiter.js';
import { issueToken } from '../auth/auth.service.js';
import { requireLinkable } from '../profiles/profiles.service.js';
import * as repo from './devices.repository.js';

/** Every instance counts wrong codes under this one key of the shared limit store. */
const FAILURES_KEY = 'link:failures';

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

/**
 * A new code for a child's or an assisted grandparent's own device; refused while the account
 * has as many waiting as it may.
 */
export async function createDeviceLink(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<DeviceLinkResponse> {
  await requireLinkable(ctx, accountId, profileId);
  const code = newLinkCode();
  const expiresAt = isoAfter(CHILD_LIMITS.deviceLinkTtlMs);
  const made = await ctx.db.transaction().execute(async (trx) => {
    await repo.lockAccount(trx, accountId);
    const now = nowIso();
    if ((await repo.liveLinksOf(trx, accountId, now)) >= CHILD_LIMITS.deviceLinksLive) return false;
    await repo.insertDeviceLink(trx, {
      id: newId(),
      profile_id: profileId,
      code_hash: hashToken(code),
      created_at: now,
      expires_at: expiresAt,
    });
    return true;
  });
  if (!made) throw unprocessable([CHILD_MESSAGES.tooManyLinks]);
  return { code, expires_at: expiresAt };
}

const tooMany = (reservation: Reservation) =>
  new HttpError(429, 'rate_limited', MESSAGES.tooManyRequests, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(reservation.retryAfterMs / 1000))),
  });

/**
 * Signs a device in with its code: a session acting as that one profile (a child's, an assisted
 * grandparent's), named after the device. A wrong
 * code cannot be tied to an account, so guesses are limited per address (like failed sign-ins)
 * and across the whole cluster; a code that works gives its tries back.
 */
export async function redeemDeviceLink(
  ctx: AppContext,
  ip: string,
  input: unknown,
): Promise<ChildSessionResponse> {
  const { code, device_name } = validate(redeemRequestSchema, input);
  const perAddress = await ctx.rateLimits.reserve(
    [`link:ip:${ip}`],
    ctx.config.rateLimits.loginFailures,
  );
  if (!perAddress.granted) throw tooMany(perAddress);
  const overall = await ctx.rateLimits.reserve([FAILURES_KEY], CHILD_LIMITS.deviceLinkFailures);
  if (!overall.granted) {
    // Refused before any guess: the address's try was not spent.
    await perAddress.release();
    throw tooMany(overall);
  }
  const spent = await repo.spendDeviceLink(ctx.db, hashToken(normalise(code)), nowIso());
  const profile = spent && (await repo.linkableProfile(ctx.db, spent.profile_id));
  if (!profile) throw new HttpError(403, 'forbidden', CHILD_MESSAGES.codeInvalid);
  await Promise.all([perAddress.release(), overall.release()]);
  const token = await issueToken(ctx, profile.account_id, {
    profileId: profile.id,
    deviceName: device_name,
  });
  const { id, nickname, kind, language } = profile;
  // The tablet shows the profile's own language from its first screen.
  return { access_token: token, profile: { id, nickname, kind, language } };
}

export async function listDevices(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<ChildDevice[]> {
  await requireLinkable(ctx, accountId, profileId);
  const rows = await repo.devicesOf(ctx.db, profileId, nowIso());
  return rows.map((row) => ({ ...row, name: row.name ?? '' }));
}

/** Signs one of the profile's devices out, from afar; its open sockets close at once. */
export async function signOutDevice(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  deviceId: string,
): Promise<void> {
  await requireLinkable(ctx, accountId, profileId);
  if (!isId(deviceId)) throw notFound();
  const revoked = await repo.revokeDevice(ctx.db, profileId, deviceId, nowIso());
  if (!revoked) throw notFound();
  ctx.events.publishToAccount(accountId, {
    type: 'session.revoked',
    token_hash: revoked.token_hash,
  });
}
