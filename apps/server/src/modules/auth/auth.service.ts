import { availableParallelism } from 'node:os';
import type { AuthResponse, User } from '@hearth/shared';
import { MESSAGES, loginRequestSchema, registerRequestSchema } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, unprocessable } from '../../lib/http-error.js';
import { isoAfter, newId, nowIso } from '../../lib/ids.js';
import { hashPassword, spendVerifyTime, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { validate } from '../../lib/validate.js';
import { blockedFor } from '../../plugins/rate-limiter.js';
import { firstProfile } from '../profiles/profiles.service.js';
import * as repo from './auth.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * At most one argon2id hash per core at a time. Each hash takes ~10-40 ms of CPU on a libuv
 * thread; with the default four threads a login storm on a small box had four hashes fighting
 * the event loop for the same cores, and message sends waited behind them (bench arm 8). More
 * hashes in flight than cores never made logins faster: two 19 MiB hashes sharing a core each
 * ran ~25% slower (they evict each other's memory from the cache).
 */
const hashSlots = Math.max(1, availableParallelism());
let hashesRunning = 0;
const waitingForSlot: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashesRunning >= hashSlots) {
    await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  } else {
    hashesRunning += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or free it.
    const next = waitingForSlot.shift();
    if (next) next();
    else hashesRunning -= 1;
  }
}

function tooMany(seconds: number): HttpError {
  return new HttpError(429, 'rate_limited', MESSAGES.tooManyRequests, undefined, {
    'retry-after': String(Math.max(1, seconds)),
  });
}

async function issueToken(ctx: AppContext, accountId: string): Promise<string> {
  const token = newSecretToken();
  await repo.insertAccessToken(ctx.db, {
    id: newId(),
    account_id: accountId,
    token_hash: hashToken(token),
    created_at: nowIso(),
    expires_at: isoAfter(ctx.config.tokenTtlDays * DAY_MS),
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

export async function register(ctx: AppContext, ip: string, input: unknown): Promise<AuthResponse> {
  const rule = ctx.config.rateLimits.registrations;
  const key = `register:ip:${ip}`;
  const wait = await blockedFor(ctx.rateLimits, [key], rule);
  if (wait > 0) throw tooMany(wait);
  await ctx.rateLimits.hit(key, rule.windowMs);

  const { user } = validate(registerRequestSchema, input);
  const email = user.email_address;
  if (await repo.findAccountByEmail(ctx.db, email)) throw unprocessable([MESSAGES.emailTaken]);
  const account = { id: newId(), email_address: email, created_at: nowIso() };
  const password_hash = await withHashSlot(() => hashPassword(user.password));
  try {
    await repo.insertAccount(ctx.db, { ...account, password_hash });
  } catch (error) {
    // Two sign-ups with one email at the same moment: the second meets the unique index.
    if (isUniqueViolation(error)) throw unprocessable([MESSAGES.emailTaken]);
    throw error;
  }
  const created: User = { id: account.id, email_address: email, profile: null };
  return { access_token: await issueToken(ctx, account.id), user: created };
}

export async function login(ctx: AppContext, ip: string, input: unknown): Promise<AuthResponse> {
  const rule = ctx.config.rateLimits.loginFailures;
  const { email_address: email, password } = validate(loginRequestSchema, input);
  const keys = [`login:ip:${ip}`, `login:email:${email}`];
  const wait = await blockedFor(ctx.rateLimits, keys, rule);
  if (wait > 0) throw tooMany(wait);

  const account = await repo.findAccountByEmail(ctx.db, email);
  const valid = account
    ? await withHashSlot(() => verifyPassword(account.password_hash, password))
    : (await withHashSlot(() => spendVerifyTime(password)), false);
  if (!account || !valid) {
    await Promise.all(keys.map((key) => ctx.rateLimits.hit(key, rule.windowMs)));
    throw new HttpError(401, 'unauthorized', MESSAGES.invalidCredentials);
  }
  return { access_token: await issueToken(ctx, account.id), user: await userOf(ctx, account) };
}

export async function logout(ctx: AppContext, accountId: string, tokenHash: string): Promise<void> {
  await repo.revokeAccessToken(ctx.db, tokenHash, nowIso());
  // Live sockets opened with this token close too: signing out ends every channel of the session.
  ctx.events.publishToAccount(accountId, { type: 'session.revoked', token_hash: tokenHash });
}

export async function currentUser(ctx: AppContext, accountId: string): Promise<User> {
  const account = await repo.findAccountById(ctx.db, accountId);
  if (!account) throw new HttpError(401, 'unauthorized', MESSAGES.unauthorized);
  return userOf(ctx, account);
}
