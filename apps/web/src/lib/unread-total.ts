import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConversationSummary } from '@hearth/shared';
import { queryKeys } from './query-keys';
import { totalUnread } from './realtime/cache-updates';

/** What the server counted, and what the rows on screen held at that moment. */
interface UnreadTotal {
  total: number;
  shownThen: number;
}

/** Kept beside the list from the list's `x-unread-total` header (absent: the rows are all). */
export function rememberUnreadTotal(
  queryClient: QueryClient,
  profileId: string,
  header: string | null,
  list: ConversationSummary[],
): void {
  const total = header === null ? Number.NaN : Number(header);
  if (!Number.isInteger(total) || total < 0) return;
  queryClient.setQueryData<UnreadTotal>(queryKeys.unreadTotal(profileId), {
    total,
    shownThen: totalUnread(list),
  });
}

/**
 * The profile's unread messages over every conversation, not only the rows loaded: the server's
 * total, moved by what the realtime socket changed in the loaded rows since it was counted.
 */
export function useUnreadTotal(
  profileId: string | undefined,
  list: ConversationSummary[] | undefined,
): number {
  const stored = useQuery<UnreadTotal | null>({
    queryKey: queryKeys.unreadTotal(profileId ?? ''),
    queryFn: () => null,
    enabled: false,
    initialData: null,
  }).data;
  const shown = totalUnread(list);
  return stored ? Math.max(0, stored.total + shown - stored.shownThen) : shown;
}

/** The app icon's badge where the browser has one (an installed app); cleared at zero. */
export function useAppBadge(count: number): void {
  useEffect(() => {
    const nav = navigator as Navigator & {
      setAppBadge?: (n: number) => Promise<void>;
      clearAppBadge?: () => Promise<void>;
    };
    const done = count > 0 ? nav.setAppBadge?.(count) : nav.clearAppBadge?.();
    // Refused outside an installed app or without permission: the badge is a nicety.
    done?.catch(() => undefined);
  }, [count]);
}
