import type { Story } from '@hearth/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { Button, LinkButton } from '@/components/ui/button';
import type { ReturnState } from '../lib/return-to';

interface StoryRowProps {
  story: Story;
  state: ReturnState;
  onDelete: () => void;
}

/** A family story in the list: its cover, title and size, and what can be done with it. */
export function StoryRow({ story, state, onDelete }: StoryRowProps) {
  const pages = story.pages.length === 1 ? '1 page' : `${story.pages.length} pages`;
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-card bg-surface p-4 shadow-sm">
      <span aria-hidden="true" className="text-5xl">
        {story.cover_emoji}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 className="text-lg font-bold break-words">{story.title}</h2>
        <p className="text-base text-muted break-words">
          {story.author} · {pages}
        </p>
      </div>
      <div className="flex gap-2">
        <LinkButton
          variant="secondary"
          size="compact"
          to={`/stories/${encodeURIComponent(story.id)}`}
          state={state}
        >
          <Pencil aria-hidden="true" className="size-5" />
          Edit <span className="sr-only">{story.title}</span>
        </LinkButton>
        <Button variant="ghost" size="compact" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete <span className="sr-only">{story.title}</span>
        </Button>
      </div>
    </li>
  );
}
