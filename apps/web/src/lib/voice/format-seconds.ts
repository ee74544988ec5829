import { numberFormat } from '../format';

const MINUTES: Intl.NumberFormatOptions = { useGrouping: false };
const SECONDS: Intl.NumberFormatOptions = { minimumIntegerDigits: 2, useGrouping: false };

/**
 * 75 → "1:15": the recorder timer and the players count in whole seconds, with the digits of
 * the active language.
 */
export function formatSeconds(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = numberFormat(MINUTES).format(Math.floor(whole / 60));
  const seconds = numberFormat(SECONDS).format(whole % 60);
  return `${minutes}:${seconds}`;
}

/** A length to show in whole seconds: rounded, and never 0:00 for a recording that has sound. */
export function wholeSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.max(1, Math.round(seconds));
}
