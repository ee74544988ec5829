import { useLingui } from '@lingui/react';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Story } from '@hearth/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session';

/**
 * The library as `profileId` reads it: the server answers the built-in stories in that profile's
 * language (in English without a profile).
 */
export function getStories(profileId?: string | null): Promise<Story[]> {
  return api.get<Story[]>('/api/v1/stories', { params: { profile_id: profileId ?? undefined } });
}

/**
 * The library (built-in stories, then the family's own) for one profile and language. The key
 * starts with `queryKeys.stories`, so saving a story refreshes every profile's and language's;
 * switching profile or language asks again, for the built-in stories in that language.
 */
export function storiesQuery(profileId: string | null | undefined, language: string) {
  return queryOptions({
    queryKey: [...queryKeys.stories, profileId ?? null, language] as const,
    queryFn: () => getStories(profileId),
    // A switch of language keeps the open book (and its recordings) on screen while it asks.
    placeholderData: keepPreviousData,
  });
}

/**
 * The library of the current profile in the active language: Read a Story and the Family stories
 * screen share it, so saving a story on one refreshes the other.
 */
export function useStoriesQuery() {
  const profileId = useSession().profile?.id ?? null;
  const { i18n } = useLingui();
  return storiesQuery(profileId, i18n.locale);
}
