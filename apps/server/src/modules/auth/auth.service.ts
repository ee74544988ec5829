import type { AuthResponse, User } from '@hearth/shared';
import { MESSAGES, loginRequestSchema, registerRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, unprocessable } from '../../lib/http-error.js';
import { isoAfter, newId, nowIso } from '../../lib/ids.js';
import {
  HashQueueFull,
  hashPassword,
  spendVerifyTime,
  verifyPassword,
} from '../../lib/passwords.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { validate } from '../../lib/validate.js';
import type { Reservation } from '../../plugins/rate-limiter.js';
import { firstProfile, listProfiles } from '../profiles/profiles.service.js';
import * as repo from './auth.repository.js';
import { KNOWN_DEVICE_DAYS } from './device-cookie.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Devices remembered per account; the oldest is forgotten first. */
const KNOWN_DEVICES_KEPT = 20;

/** What the server knows of the client making a sign-in call. */
export interface Client {
  ip: string;
  /** The device cookie from an earlier sign-in in this browser, if any. */
  deviceToken: string | null;
}

/** A sign-in's answer, and the device token the browser keeps for the next one. */
export interface SignedIn {
  response: AuthResponse;
  deviceToken: string;
}

function tooMany(ms: number): HttpError {
  return new HttpError(429, 'rate_limited', MESSAGES.tooManyRequests, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(ms / 1000))),
  });
}

/**
 * Runs a password hash in its turn. A full queue answers 429 at once, and the attempt is given
 * back: it was never tried.
 */
async function hashInTurn<T>(
  ctx: AppContext,
  reservation: Reservation,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await ctx.hashes.run(work);
  } catch (error) {
    if (!(error instanceof HashQueueFull)) throw error;
    await reservation.release();
    throw tooMany(1000);
  }
}

/**
 * A new session token for the account; with `child`, a child session that acts as that one
 * profile only (named by `deviceName` when it is the child's own device).
 */
export async function issueToken(
  ctx: AppContext,
  accountId: string,
  child?: { profileId: string; deviceName: string | null },
): Promise<string> {
  const token = newSecretToken();
  await repo.insertAccessToken(ctx.db, {
    id: newId(),
    account_id: accountId,
    token_hash: hashToken(token),
    created_at: nowIso(),
    expires_at: isoAfter(ctx.config.tokenTtlDays * DAY_MS),
    profile_id: child?.profileId ?? null,
    device_name: child?.deviceName ?? null,
  });
  return token;
}

async function userOf(
  ctx: AppContext,
  account: { id: string; email_address: string },
): Promise<User> {
  return {
    id: account.id,
    email_address: account.email_address,
    profile: await firstProfile(ctx, account.id),
  };
}

/** Remembers this browser for the account (replacing the device it presented, if any). */
async function rememberDevice(
  ctx: AppContext,
  accountId: string,
  replacedId: string | null,
): Promise<string> {
  const token = newSecretToken();
  await repo.replaceKnownDevice(
    ctx.db,
    {
      id: newId(),
      account_id: accountId,
      token_hash: hashToken(token),
      created_at: nowIso(),
      expires_at: isoAfter(KNOWN_DEVICE_DAYS * DAY_MS),
    },
    replacedId,
    KNOWN_DEVICES_KEPT,
  );
  return token;
}

export async function register(ctx: AppContext, client: Client, input: unknown): Promise<SignedIn> {
  // Every sign-up counts, taken or not: the limit is on attempts from an address.
  const reservation = await ctx.rateLimits.reserve(
    [`register:ip:${client.ip}`],
    ctx.config.rateLimits.registrations,
  );
  if (!reservation.granted) throw tooMany(reservation.retryAfterMs);

  const { user } = validate(registerRequestSchema, input);
  const email = user.email_address;
  if (await repo.findAccountByEmail(ctx.db, email)) throw unprocessable([MESSAGES.emailTaken]);
  const account = { id: newId(), email_address: email, created_at: nowIso() };
  const password_hash = await hashInTurn(ctx, reservation, () => hashPassword(user.password));
  try {
    await repo.insertAccount(ctx.db, { ...account, password_hash });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second meets the unique index.
    if (isUniqueViolation(error)) throw unprocessable([MESSAGES.emailTaken]);
    throw error;
  }
  const created: User = { id: account.id, email_address: email, profile: null };
  return {
    response: { access_token: await issueToken(ctx, account.id), user: created },
    deviceToken: await rememberDevice(ctx, account.id, null),
  };
}

/**
 * Failed sign-ins are limited per address and per account. A browser that signed in to this
 * account before (its device cookie) is limited on its own instead, so that strangers failing
 * on purpose from many addresses cannot lock the owner out (OWASP's device cookies).
 *
 * The attempt is counted before the password is checked, atomically with the check of the
 * limit, so that attempts made at the same moment cannot all pass it; a sign-in that succeeds
 * gives its count back, so only failures use the limit up.
 */
export async function login(ctx: AppContext, client: Client, input: unknown): Promise<SignedIn> {
  const { email_address: email, password } = validate(loginRequestSchema, input);
  const account = await repo.findAccountByEmail(ctx.db, email);
  const device =
    account && client.deviceToken
      ? await repo.findKnownDevice(ctx.db, account.id, hashToken(client.deviceToken), nowIso())
      : undefined;
  const keys = device
    ? [`login:device:${device.id}`]
    : [`login:ip:${client.ip}`, `login:email:${email}`];
  const reservation = await ctx.rateLimits.reserve(keys, ctx.config.rateLimits.loginFailures);
  if (!reservation.granted) throw tooMany(reservation.retryAfterMs);

  const valid = await hashInTurn(ctx, reservation, async () => {
    if (account) return verifyPassword(account.password_hash, password);
    // An unknown email costs the same time as a wrong password.
    await spendVerifyTime(password);
    return false;
  });
  if (!account || !valid) throw new HttpError(401, 'unauthorized', MESSAGES.invalidCredentials);
  await reservation.release();
  return {
    response: { access_token: await issueToken(ctx, account.id), user: await userOf(ctx, account) },
    deviceToken: await rememberDevice(ctx, account.id, device?.id ?? null),
  };
}

export async function logout(ctx: AppContext, accountId: string, tokenHash: string): Promise<void> {
  await repo.revokeAccessToken(ctx.db, tokenHash, nowIso());
  // Live sockets opened with this token close too: signing out ends every channel of the session.
  ctx.events.publishToAccount(accountId, { type: 'session.revoked', token_hash: tokenHash });
}

export async function currentUser(
  ctx: AppContext,
  accountId: string,
  childProfileId: string | null = null,
): Promise<User> {
  const account = await repo.findAccountById(ctx.db, accountId);
  if (!account) throw new HttpError(401, 'unauthorized', MESSAGES.unauthorized);
  const user = await userOf(ctx, account);
  if (!childProfileId) return user;
  // A child session sees itself and the name of the grown-up who supervises it, nothing more.
  const profiles = await listProfiles(ctx, accountId);
  const child = profiles.find((p) => p.id === childProfileId) ?? null;
  const adult = profiles.find((p) => p.kind === 'adult');
  return { ...user, profile: child, supervised_by: adult?.nickname ?? user.email_address };
}

/**
 * The account's own password, checked before something that cannot be undone; limited like a
 * login, in the same hash queue. 403 when it is wrong.
 */
export async function confirmPassword(
  ctx: AppContext,
  accountId: string,
  password: string,
  refusal: string,
): Promise<void> {
  const account = await repo.findPasswordHash(ctx.db, accountId);
  if (!account) throw new HttpError(401, 'unauthorized', MESSAGES.unauthorized);
  const reservation = await ctx.rateLimits.reserve(
    [`confirm:account:${accountId}`],
    ctx.config.rateLimits.loginFailures,
  );
  if (!reservation.granted) throw tooMany(reservation.retryAfterMs);
  const valid = await hashInTurn(ctx, reservation, () =>
    verifyPassword(account.password_hash, password),
  );
  if (!valid) throw new HttpError(403, 'forbidden', refusal);
  await reservation.release();
}
