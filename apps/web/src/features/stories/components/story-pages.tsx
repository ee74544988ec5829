import { STORY_LIMITS } from '@hearth/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { sharedSentence } from '@/lib/i18n/shared-texts';
import { newPage, type PageValues, type StoryErrors } from '../lib/story-form';
import { PageFields, pageControlId, type PageMove } from './page-fields';

interface StoryPagesProps {
  pages: PageValues[];
  /** The cover a blank page picture falls back to. */
  cover: string;
  errors: StoryErrors;
  onChange: (pages: PageValues[]) => void;
  /** Focus goes to this control once the pages have been drawn again. */
  focusLater: (id: string) => void;
}

/** The book's pages, in order: write, add, move and remove them. */
export function StoryPages({ pages, cover, errors, onChange, focusLater }: StoryPagesProps) {
  const { t } = useLingui();
  const [removing, setRemoving] = useState<number | null>(null);
  const max = STORY_LIMITS.pagesMax;
  const full = pages.length >= max;
  const count = pages.length;
  const number = (removing ?? 0) + 1;

  function add() {
    const page = newPage();
    onChange([...pages, page]);
    focusLater(pageControlId(page.key, 'text'));
  }

  function move(index: number, move: PageMove) {
    const to = move === 'up' ? index - 1 : index + 1;
    const next = [...pages];
    [next[index], next[to]] = [next[to]!, next[index]!];
    onChange(next);
    // Keep the hand on the button pressed, unless the page reached the end it moved to.
    const end = move === 'up' ? to === 0 : to === pages.length - 1;
    const other: PageMove = move === 'up' ? 'down' : 'up';
    focusLater(pageControlId(pages[index]!.key, end ? other : move));
  }

  function remove(index: number) {
    const next = pages.filter((_, i) => i !== index);
    onChange(next);
    setRemoving(null);
    const focused = next[Math.min(index, next.length - 1)];
    if (focused) focusLater(pageControlId(focused.key, 'text'));
  }

  function askRemove(index: number) {
    const page = pages[index]!;
    // Only a page with something written on it is worth a question.
    if (page.text.trim() || page.illustration.trim()) setRemoving(index);
    else remove(index);
  }

  return (
    <section aria-labelledby="story-pages-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="story-pages-heading" tabIndex={-1} className="text-2xl font-bold">
          <Trans>Pages</Trans>
        </h2>
        <p className="text-base text-muted">
          {t`${plural(max, {
            one: `${count} of at most # page`,
            other: `${count} of at most # pages`,
          })}`}
        </p>
      </div>
      {errors.pages ? (
        <p role="alert" className="text-base text-danger">
          {sharedSentence(errors.pages)}
        </p>
      ) : null}
      {pages.map((page, index) => (
        <PageFields
          key={page.key}
          page={page}
          number={index + 1}
          count={pages.length}
          cover={cover}
          errors={errors.page[page.key]}
          onChange={(changed) => onChange(pages.map((p) => (p.key === page.key ? changed : p)))}
          onMove={(direction) => move(index, direction)}
          onRemove={() => askRemove(index)}
        />
      ))}
      <Button id="story-add-page" variant="secondary" disabled={full} onClick={add}>
        <Plus aria-hidden="true" className="size-5" />
        <Trans>Add a page</Trans>
      </Button>
      {full ? (
        <p className="text-base text-muted">
          {t`${plural(max, {
            one: 'A story has at most # page.',
            other: 'A story has at most # pages.',
          })}`}
        </p>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t`Remove page ${number}?`}
        message={t`Its text and picture will be taken out of the story.`}
        confirmLabel={t`Remove Page`}
        onConfirm={() => removing !== null && remove(removing)}
      />
    </section>
  );
}
