import type { Story } from '@hearth/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { title, author } = story;
  const count = story.pages.length;
  const pages = t`${plural(count, { one: '# page', other: '# pages' })}`;
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-card bg-surface p-4 shadow-sm">
      <span aria-hidden="true" className="text-5xl">
        {story.cover_emoji}
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <h2 dir="auto" className="text-lg font-bold break-words">
          {title}
        </h2>
        <p className="text-base text-muted break-words">
          <bdi dir="auto">{author}</bdi> · {pages}
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
          <Trans>
            Edit <span className="sr-only">{title}</span>
          </Trans>
        </LinkButton>
        <Button variant="ghost" size="compact" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-5" />
          <Trans>
            Delete <span className="sr-only">{title}</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}
