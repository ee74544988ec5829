import type { FrameNight } from '@hearth/shared';
import { useCallback, useEffect, useState } from 'react';
import { isNight, wallMinutes } from '../lib/night';

/** A tap at night brightens the frame this long, then it dims again. */
export const WAKE_MS = 5 * 60_000;
const CHECK_MS = 30_000;

/**
 * Whether the frame is dimmed now, by the family's night on the tablet's own clock, and a way
 * to brighten it for a while (a tap, a call).
 */
export function useNight(night: FrameNight | null, timeZone?: string) {
  const [now, setNow] = useState(() => Date.now());
  const [wokenUntil, setWokenUntil] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  const dark = isNight(night, wallMinutes(new Date(now), timeZone)) && now >= wokenUntil;
  const wake = useCallback(() => {
    const at = Date.now();
    setNow(at);
    setWokenUntil(at + WAKE_MS);
  }, []);
  return { dark, wake };
}
