import { Trans, useLingui } from '@lingui/react/macro';
import type { SearchResult } from '@hearth/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatTime } from '@/lib/time-format';
import { Snippet } from './snippet';

interface SearchResultsProps {
  results: readonly SearchResult[];
  /** Within one conversation the group's heading says nothing new. */
  grouped: boolean;
  onOpen: () => void;
  more?: { loading: boolean; load: () => void };
}

/** The results by conversation, in the order the server found them (newest first). */
function byConversation(results: readonly SearchResult[]) {
  const groups = new Map<string, { title: string; results: SearchResult[] }>();
  for (const result of results) {
    const group = groups.get(result.conversation.id);
    if (group) group.results.push(result);
    else
      groups.set(result.conversation.id, { title: result.conversation.title, results: [result] });
  }
  return [...groups.entries()];
}

export function SearchResults({ results, grouped, onOpen, more }: SearchResultsProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      {byConversation(results).map(([id, group]) => (
        <section key={id} aria-label={grouped ? group.title : undefined}>
          {grouped ? (
            <h2 dir="auto" className="px-2 pb-1 text-base font-bold">
              {group.title}
            </h2>
          ) : null}
          <ul className="flex flex-col gap-1">
            {group.results.map((result) => (
              <li key={result.message_id}>
                <Link
                  to={`/conversations/${encodeURIComponent(id)}?message=${encodeURIComponent(result.message_id)}`}
                  onClick={onOpen}
                  className="flex min-h-12 flex-col gap-1 rounded-card px-3 py-2 text-base hover:bg-bubble"
                >
                  <span className="flex items-baseline justify-between gap-2 text-muted">
                    <span dir="auto" className="font-semibold">
                      {result.profile.nickname}
                    </span>
                    <time dateTime={result.created_at}>
                      {new Date(result.created_at).toLocaleDateString()}{' '}
                      {formatTime(result.created_at)}
                    </time>
                  </span>
                  <Snippet text={result.snippet} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {more ? (
        <Button variant="ghost" disabled={more.loading} onClick={more.load}>
          {more.loading ? <Trans>Loading...</Trans> : t`More results`}
        </Button>
      ) : null}
    </div>
  );
}
