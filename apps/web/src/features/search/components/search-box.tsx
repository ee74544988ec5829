import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { History, Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_LIMITS } from '@hearth/shared';
import { FormError } from '@/components/ui/form-error';
import { Spinner } from '@/components/ui/spinner';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { useSearchMessages } from '../api/search-messages';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRecentSearches } from '../hooks/use-recent-searches';
import { SearchResults } from './search-results';

interface SearchBoxProps {
  profileId: string;
  /** Searches this conversation only. */
  conversationId?: string;
  /** Called once a result is opened (a panel closes). */
  onOpen?: () => void;
  autoFocus?: boolean;
}

/**
 * Searches as one types (300 ms after the last key), every conversation or one; the last five
 * searches are offered while the box is empty, and a search is remembered when sent or used.
 */
export function SearchBox({ profileId, conversationId, onOpen, autoFocus }: SearchBoxProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim());
  const search = useSearchMessages(profileId, q, conversationId);
  const { recent, remember } = useRecentSearches(profileId);
  const recentId = useId();
  const results = search.data?.pages.flatMap((page) => page.results) ?? [];
  const label = conversationId ? t`Search this conversation` : t`Search messages`;

  function submit(event: FormEvent) {
    event.preventDefault();
    remember(text);
  }

  return (
    <div className="flex flex-col gap-3">
      <form role="search" onSubmit={submit} className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted"
        />
        <input
          type="search"
          aria-label={label}
          placeholder={label}
          value={text}
          maxLength={SEARCH_LIMITS.queryMax}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          className="min-h-12 w-full rounded-bubble border-2 border-muted/60 bg-cream ps-10 pe-4 text-base"
        />
      </form>
      {!text.trim() && recent.length > 0 ? (
        <section aria-labelledby={recentId}>
          <h2 id={recentId} className="px-2 text-base font-semibold text-muted">
            <Trans>Recent searches</Trans>
          </h2>
          <ul className="flex flex-wrap gap-2 pt-1">
            {recent.map((past) => (
              <li key={past}>
                <button
                  type="button"
                  onClick={() => setText(past)}
                  className="inline-flex min-h-11 items-center gap-2 rounded-bubble border-2 border-bubble px-3 text-base hover:bg-bubble"
                >
                  <History aria-hidden="true" className="size-4" />
                  <span dir="auto">{past}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {q && search.isFetching && !search.isFetchingNextPage ? <Spinner /> : null}
      {q && search.isError ? <FormError messages={sharedSentence(search.error.message)} /> : null}
      {q && search.isSuccess ? (
        <div role="status" className="sr-only">
          <Plural
            value={results.length}
            _0="No messages found"
            one="# message found"
            other="# messages found"
          />
        </div>
      ) : null}
      {q && search.isSuccess && results.length === 0 ? (
        <p className="px-2 text-base text-muted">
          <Trans>No messages found</Trans>
        </p>
      ) : null}
      {q && results.length > 0 ? (
        <SearchResults
          results={results}
          grouped={!conversationId}
          onOpen={() => {
            remember(q);
            onOpen?.();
          }}
          more={
            search.hasNextPage
              ? { loading: search.isFetchingNextPage, load: () => void search.fetchNextPage() }
              : undefined
          }
        />
      ) : null}
    </div>
  );
}
