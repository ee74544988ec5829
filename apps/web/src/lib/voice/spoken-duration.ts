import { wholeSeconds } from './format-seconds';

/** 12 → "12 seconds", 65 → "1 minute 5 seconds": durations as a screen reader should say them. */
export function spokenDuration(totalSeconds: number): string {
  const whole = wholeSeconds(totalSeconds);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes === 0) return plural(seconds, 'second');
  if (seconds === 0) return plural(minutes, 'minute');
  return `${plural(minutes, 'minute')} ${plural(seconds, 'second')}`;
}
