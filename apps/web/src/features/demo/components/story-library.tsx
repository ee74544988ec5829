import type { DemoStory } from '../api/demo-types';

export function StoryLibrary({
  stories,
  onOpen,
}: {
  stories: readonly DemoStory[];
  onOpen: (id: string) => void;
}) {
  return (
    <ul aria-label="Stories" className="flex flex-col gap-3">
      {stories.map((story) => (
        <li key={story.id}>
          <button
            type="button"
            onClick={() => onOpen(story.id)}
            className="flex w-full items-center gap-4 rounded-card bg-surface p-4 text-left shadow-sm hover:bg-bubble"
          >
            <span aria-hidden="true" className="text-5xl">
              {story.coverEmoji}
            </span>
            <span className="flex flex-col">
              <span className="text-xl font-bold">{story.title}</span>
              <span className="text-muted">
                {story.author} · {story.pages.length} pages
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
