import { ACTIVITY_DAYS, type ActivityDay, type ActivityResponse } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { kindOf } from '../messages/messages.service.js';
import { requireChild } from '../profiles/profiles.service.js';
import { reactionsAround } from '../reactions/reactions.service.js';
import { quietHoursOf } from './quiet-hours.js';
import { activitySince, callTimeSince } from './reports.repository.js';

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
 * use; UTC without them): messages, voice minutes, photos and videos sent and received, and
 * minutes in calls. Oldest day first, every day present even when nothing happened.
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
  const days = new Map<
    string,
    ActivityDay & { sentMs: number; receivedMs: number; callMs: number }
  >(
    dates.map((date) => [
      date,
      {
        date,
        messages_sent: 0,
        messages_received: 0,
        voice_minutes_sent: 0,
        voice_minutes_received: 0,
        photos_sent: 0,
        photos_received: 0,
        videos_sent: 0,
        videos_received: 0,
        call_minutes: 0,
        sentMs: 0,
        receivedMs: 0,
        callMs: 0,
      },
    ]),
  );
  // A day's margin either side of the window: the zone decides which rows fall in it.
  const since = new Date(now.getTime() - (ACTIVITY_DAYS + 1) * DAY_MS).toISOString();
  for (const row of await activitySince(ctx.db, childId, since)) {
    const day = days.get(dayIn(zone, new Date(row.created_at)));
    if (!day) continue;
    const kind = kindOf(row.kind);
    const voiceMs = kind.voiceMs(row);
    const { photos, videos } = kind.pictureCounts?.(row) ?? { photos: 0, videos: 0 };
    if (row.profile_id === childId) {
      day.messages_sent += 1;
      day.sentMs += voiceMs;
      day.photos_sent += photos;
      day.videos_sent += videos;
    } else {
      day.messages_received += 1;
      day.receivedMs += voiceMs;
      day.photos_received += photos;
      day.videos_received += videos;
    }
  }
  // A reaction counts as a message does: the child's own as sent, one it may hear as received.
  for (const row of await reactionsAround(ctx, childId, since)) {
    const day = days.get(dayIn(zone, new Date(row.created_at)));
    if (!day) continue;
    if (row.profile_id === childId) day.messages_sent += 1;
    else day.messages_received += 1;
  }
  for (const row of await callTimeSince(ctx.db, childId, since)) {
    const day = days.get(dayIn(zone, new Date(row.started_at)));
    if (day) day.callMs += Number(row.talked_ms);
  }
  return {
    time_zone: zone,
    days: [...days.values()].map(({ sentMs, receivedMs, callMs, ...day }) => ({
      ...day,
      voice_minutes_sent: minutes(sentMs),
      voice_minutes_received: minutes(receivedMs),
      call_minutes: minutes(callMs),
    })),
  };
}
