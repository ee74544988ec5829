import type { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@hearth/shared';

/**
 * How many conversations each profile has asked to see: a screenful, then one more for each
 * "Show older conversations". Kept beside the cache rather than in its key, so that the list
 * stays one flat array under ['conversations', profileId] for every reader and realtime update,
 * and any refetch (an invalidation, a new conversation) asks for as many as are on screen.
 */
const shownByClient = new WeakMap<QueryClient, Map<string, number>>();

export function shownCount(queryClient: QueryClient, profileId: string): number {
  return shownByClient.get(queryClient)?.get(profileId) ?? LIMITS.conversationPageSize;
}

export function setShownCount(queryClient: QueryClient, profileId: string, count: number): void {
  let shown = shownByClient.get(queryClient);
  if (!shown) shownByClient.set(queryClient, (shown = new Map()));
  shown.set(profileId, count);
}

/**
 * True when a conversation missing from this cached list may still be the profile's, beyond the
 * conversations it holds: a short list is the whole of it, a full one may go on.
 */
export function listMayGoOn(queryClient: QueryClient, profileId: string, held: number): boolean {
  return held >= shownCount(queryClient, profileId);
}
