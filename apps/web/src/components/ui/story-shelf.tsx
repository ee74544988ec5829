interface ShelfStory {
  id: string;
  title: string;
  author: string;
  pages: readonly unknown[];
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
  return (
    <ul aria-label="Stories" className="grid gap-3 sm:grid-cols-2">
      {stories.map((story) => (
        <li key={story.id}>
          <button
            type="button"
            onClick={() => onOpen(story)}
            className="flex min-h-20 w-full items-center gap-4 rounded-card bg-surface p-4 text-left shadow-sm hover:bg-bubble"
          >
            <span aria-hidden="true" className="text-5xl">
              {coverOf(story)}
            </span>
            {/* A family's own title can be one long word: it wraps instead of widening the card. */}
            <span className="flex min-w-0 flex-col">
              <span className="text-lg font-bold break-words">{story.title}</span>
              <span className="text-base text-muted">
                {story.author} · {story.pages.length} pages
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
