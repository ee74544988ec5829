import type { FrameNight } from '@hearth/shared';

const HHMM = /^(\d{2}):(\d{2})$/;

function minutesOf(clock: string): number | null {
  const match = HHMM.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes since midnight on the wall clock of `timeZone` (the tablet's own when undefined). */
export function wallMinutes(now: Date, timeZone?: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * True between start (included) and end (excluded); a night like 21:00-07:00 goes across
 * midnight. The same start and end, or no night at all, never dims.
 */
export function isNight(night: FrameNight | null, minutes: number): boolean {
  if (!night) return false;
  const start = minutesOf(night.start);
  const end = minutesOf(night.end);
  if (start === null || end === null || start === end) return false;
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}
