import { useEffect, useState } from 'react';

/** The time, updated at each new minute (the clock's and "2 hours ago"'s pace). */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), 60_000 - (now % 60_000) + 50);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
