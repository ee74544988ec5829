import { characterCount, STORY_LIMITS } from '@hearth/shared';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { PageValues } from '../lib/story-form';
import { pictureFor } from '../lib/suggest-emoji';
import { EmojiField } from './emoji-field';

export type PageMove = 'up' | 'down';

interface PageFieldsProps {
  page: PageValues;
  number: number;
  count: number;
  cover: string;
  errors: { text?: string; illustration?: string } | undefined;
  onChange: (page: PageValues) => void;
  onMove: (move: PageMove) => void;
  onRemove: () => void;
}

/** The ids the form moves focus to after adding, moving or removing a page. */
export const pageControlId = (key: string, control: 'text' | 'picture' | PageMove) =>
  `story-${key}-${control}`;

const limit = STORY_LIMITS.pageTextMax.toLocaleString('en');

/** One page: its text, its emoji picture, and the buttons that put it in its place. */
export function PageFields(props: PageFieldsProps) {
  const { page, number, count, cover, errors, onChange, onMove, onRemove } = props;
  const used = characterCount(page.text);
  return (
    <fieldset className="rounded-card bg-surface p-3 shadow-sm sm:p-4">
      {/* Floated, the legend sits inside the card like a heading instead of on its edge. */}
      <legend className="float-left mb-3 w-full text-xl font-bold">Page {number}</legend>
      <div className="clear-left flex flex-col gap-4">
        <Textarea
          id={pageControlId(page.key, 'text')}
          label={`Text of page ${number}`}
          required
          hint={`Required. ${used.toLocaleString('en')} of ${limit} characters`}
          value={page.text}
          error={errors?.text}
          onChange={(event) => onChange({ ...page, text: event.target.value })}
        />
        <EmojiField
          id={pageControlId(page.key, 'picture')}
          label={`Picture of page ${number}`}
          hint={`Optional: left empty, this page shows ${pictureFor(page.text, '', cover)}. Up to ${STORY_LIMITS.illustrationMax} emoji`}
          value={page.illustration}
          error={errors?.illustration}
          mode="add"
          onChange={(illustration) => onChange({ ...page, illustration })}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            id={pageControlId(page.key, 'up')}
            variant="ghost"
            size="compact"
            disabled={number === 1}
            onClick={() => onMove('up')}
          >
            <ArrowUp aria-hidden="true" className="size-5" />
            Move up <span className="sr-only">page {number}</span>
          </Button>
          <Button
            id={pageControlId(page.key, 'down')}
            variant="ghost"
            size="compact"
            disabled={number === count}
            onClick={() => onMove('down')}
          >
            <ArrowDown aria-hidden="true" className="size-5" />
            Move down <span className="sr-only">page {number}</span>
          </Button>
          {count > 1 ? (
            <Button variant="ghost" size="compact" onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-5" />
              Remove page {number}
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
