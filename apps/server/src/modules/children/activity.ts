import { ACTIVITY_DAYS, type ActivityDay, type ActivityResponse } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { kindOf } from '../messages/messages.service.js';
import { requireChild } from '../profiles/profiles.service.js';
import { quietHoursOf } from './quiet-hours.js';
import { activitySince } from './reports.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) of `at` in `zone`. */
export function dayIn(zone: string, at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const minutes = (ms: number) => Math.round(ms / 600) / 100;

/**
 * A child's last 30 days as numbers, per day in the family's time zone (the one its quiet hours
 * use; UTC without them): messages and voice minutes sent and received. Oldest day first, every
 * day present even when nothing happened.
 */
export async function childActivity(
  ctx: AppContext,
  accountId: string,
  childId: string,
  now = new Date(),
): Promise<ActivityResponse> {
  await requireChild(ctx, accountId, childId);
  const zone = (await quietHoursOf(ctx, childId))?.time_zone ?? 'UTC';
  // Counted back on the calendar from today there, so a change of clocks skips no day.
  const today = Date.parse(`${dayIn(zone, now)}T00:00:00Z`);
  const dates = Array.from({ length: ACTIVITY_DAYS }, (_, i) =>
    new Date(today - (ACTIVITY_DAYS - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  const days = new Map<string, ActivityDay & { sentMs: number; receivedMs: number }>(
    dates.map((date) => [
      date,
      {
        date,
        messages_sent: 0,
        messages_received: 0,
        voice_minutes_sent: 0,
        voice_minutes_received: 0,
        sentMs: 0,
        receivedMs: 0,
      },
    ]),
  );
  // A day's margin either side of the window: the zone decides which rows fall in it.
  const since = new Date(now.getTime() - (ACTIVITY_DAYS + 1) * DAY_MS).toISOString();
  for (const row of await activitySince(ctx.db, childId, since)) {
    const day = days.get(dayIn(zone, new Date(row.created_at)));
    if (!day) continue;
    const voiceMs = kindOf(row.kind).voiceMs(row);
    if (row.profile_id === childId) {
      day.messages_sent += 1;
      day.sentMs += voiceMs;
    } else {
      day.messages_received += 1;
      day.receivedMs += voiceMs;
    }
  }
  return {
    time_zone: zone,
    days: [...days.values()].map(({ sentMs, receivedMs, ...day }) => ({
      ...day,
      voice_minutes_sent: minutes(sentMs),
      voice_minutes_received: minutes(receivedMs),
    })),
  };
}
