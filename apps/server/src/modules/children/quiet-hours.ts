import {
  CHILD_MESSAGES,
  quietHoursSchema,
  type QuietHours,
  type QuietHoursState,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { unprocessable } from '../../lib/http-error.js';
import { validate } from '../../lib/validate.js';
import { requireChild } from '../profiles/profiles.service.js';
import * as repo from './children.repository.js';

function validTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "HH:MM" on the wall clock of `zone` at `at`. */
export function wallClock(zone: string, at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

/**
 * Whether `at` falls in the quiet hours: from `start` (included) to `end` (excluded) on the
 * zone's wall clock, across midnight when `end` comes before `start` (20:00 to 07:00).
 */
export function inQuietHours(quiet: QuietHours, at: Date): boolean {
  const now = wallClock(quiet.time_zone, at);
  if (quiet.start === quiet.end) return false;
  if (quiet.start < quiet.end) return now >= quiet.start && now < quiet.end;
  return now >= quiet.start || now < quiet.end;
}

export async function setQuietHours(
  ctx: AppContext,
  accountId: string,
  childId: string,
  input: unknown,
): Promise<QuietHours | null> {
  await requireChild(ctx, accountId, childId);
  const quiet = validate(quietHoursSchema, input);
  if (quiet && !validTimeZone(quiet.time_zone)) {
    throw unprocessable([CHILD_MESSAGES.quietHoursInvalid]);
  }
  await repo.setQuietHours(ctx.db, childId, quiet);
  // The child's open sockets hold their delivery from now on, not from their next connection.
  ctx.events.publishToAccount(accountId, {
    type: 'child.settings.changed',
    child_profile_id: childId,
  });
  return quiet;
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When the quiet hours under way at `at` began (to the minute), or null outside them: what was
 * sent before is the child's, what came after waits for the morning.
 */
export function quietSince(quiet: QuietHours, at: Date): Date | null {
  if (!inQuietHours(quiet, at)) return null;
  const into = (minutes(wallClock(quiet.time_zone, at)) - minutes(quiet.start) + 1440) % 1440;
  const start = new Date(at.getTime() - into * 60_000);
  start.setUTCSeconds(0, 0);
  return start;
}

/** A profile row's columns that say whether, and when, it is quiet. */
export interface QuietColumns {
  kind: string;
  quiet_start: string | null;
  quiet_end: string | null;
  quiet_time_zone: string | null;
}

/**
 * The quiet hours a profile row holds: a child's, with all three set; null otherwise (adults
 * have none). Callers that already read the profile (the send's sender check, the push
 * recipients) judge it from their own row instead of reading it again.
 */
export function quietHoursIn(row: QuietColumns | undefined): QuietHours | null {
  if (row?.kind !== 'child' || !row.quiet_start || !row.quiet_end || !row.quiet_time_zone) {
    return null;
  }
  return { start: row.quiet_start, end: row.quiet_end, time_zone: row.quiet_time_zone };
}

/** True while the profile row is a child's in its quiet hours at `at`. */
export function quietAt(row: QuietColumns | undefined, at: Date): boolean {
  const quiet = quietHoursIn(row);
  return quiet !== null && inQuietHours(quiet, at);
}

/** The child's quiet hours, or null (an adult's, or none set). */
export async function quietHoursOf(ctx: AppContext, profileId: string): Promise<QuietHours | null> {
  return quietHoursIn(await repo.quietHoursOf(ctx.db, profileId));
}

/** True while the profile is a child in its quiet hours: it neither sends nor is delivered to. */
export async function quietNow(ctx: AppContext, profileId: string, at = new Date()) {
  return quietAt(await repo.quietHoursOf(ctx.db, profileId), at);
}

/** For the parent's form: the child's quiet hours as saved, and whether they are on now. */
export async function readQuietHours(
  ctx: AppContext,
  accountId: string,
  childId: string,
  at = new Date(),
): Promise<QuietHoursState> {
  await requireChild(ctx, accountId, childId);
  const quiet = await quietHoursOf(ctx, childId);
  return { quiet_hours: quiet, quiet_now: quiet !== null && inQuietHours(quiet, at) };
}
