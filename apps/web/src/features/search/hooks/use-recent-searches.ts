import { useCallback, useState } from 'react';

const KEEP = 5;
const keyOf = (profileId: string) => `hearth_recent_searches:${profileId}`;

function read(profileId: string): string[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(keyOf(profileId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter((s) => typeof s === 'string').slice(0, KEEP) : [];
  } catch {
    return [];
  }
}

/** The last five searches of this profile, kept on this device only, newest first. */
export function useRecentSearches(profileId: string) {
  const [recent, setRecent] = useState(() => read(profileId));
  const remember = useCallback(
    (q: string) => {
      const query = q.trim();
      if (!query) return;
      const next = [query, ...read(profileId).filter((s) => s !== query)].slice(0, KEEP);
      setRecent(next);
      try {
        window.localStorage.setItem(keyOf(profileId), JSON.stringify(next));
      } catch {
        // Private browsing without storage: the list lasts as long as the page.
      }
    },
    [profileId],
  );
  return { recent, remember };
}
