import { formatSeconds, wholeSeconds } from '../voice/format-seconds';

/** A recording's length as a preview shows it: "0:12". */
export function lengthOf(ms: number | undefined): string {
  return formatSeconds(wholeSeconds((ms ?? 0) / 1000));
}
