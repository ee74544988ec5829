import { formatNumber, formatUnitList } from '../format';
import { wholeSeconds } from './format-seconds';

const unit = (name: 'minute' | 'second'): Intl.NumberFormatOptions => ({
  style: 'unit',
  unit: name,
  unitDisplay: 'long',
});

/**
 * 12 → "12 seconds", 65 → "1 minute 5 seconds": durations as a screen reader should say them,
 * in the active language (Intl's units: "12 segundos", "دقيقة و5 ثوانٍ").
 */
export function spokenDuration(totalSeconds: number): string {
  const whole = wholeSeconds(totalSeconds);
  const minutes = Math.floor(whole / 60);
  const seconds = whole % 60;
  const parts: string[] = [];
  if (minutes > 0) parts.push(formatNumber(minutes, unit('minute')));
  if (seconds > 0 || minutes === 0) parts.push(formatNumber(seconds, unit('second')));
  return formatUnitList(parts);
}
