import { Plural, Trans, useLingui } from '@lingui/react/macro';

interface ShelfStory {
  id: string;
  title: string;
  author: string;
  pages: readonly unknown[];
}

/** Who wrote it and how long it is; the author's name keeps its own direction. */
function StoryByline({ author, pages }: { author: string; pages: number }) {
  return (
    <span className="text-base text-muted">
      <Trans>
        <bdi>{author}</bdi> · <Plural value={pages} one="# page" other="# pages" />
      </Trans>
    </span>
  );
}

/**
 * The books to choose from, as big cover cards: the demo's library and the real app's Read a
 * Story picker. The two keep their stories in their own shapes, so the cover is asked for.
 */
export function StoryShelf<T extends ShelfStory>({
  stories,
  coverOf,
  onOpen,
}: {
  stories: readonly T[];
  coverOf: (story: T) => string;
  onOpen: (story: T) => void;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Stories`} className="grid gap-3 sm:grid-cols-2 easy:sm:grid-cols-1">
      {stories.map((story) => (
        <li key={story.id}>
          <button
            type="button"
            onClick={() => onOpen(story)}
            className="flex min-h-20 w-full items-center gap-4 rounded-card bg-surface p-4 text-start shadow-sm hover:bg-bubble"
          >
            <span aria-hidden="true" className="text-5xl">
              {coverOf(story)}
            </span>
            {/* A family's own title can be one long word: it wraps instead of widening the card. */}
            <span className="flex min-w-0 flex-col">
              <span dir="auto" className="text-lg font-bold break-words">
                {story.title}
              </span>
              <StoryByline author={story.author} pages={story.pages.length} />
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
