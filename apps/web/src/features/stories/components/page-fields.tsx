import { characterCount, STORY_LIMITS } from '@hearth/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { formatNumber } from '@/lib/format';
import { sharedSentence } from '@/lib/i18n/shared-texts';
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

/** One page: its text, its emoji picture, and the buttons that put it in its place. */
export function PageFields(props: PageFieldsProps) {
  const { page, number, count, cover, errors, onChange, onMove, onRemove } = props;
  const { t } = useLingui();
  const used = formatNumber(characterCount(page.text));
  const limit = STORY_LIMITS.pageTextMax;
  const maxEmoji = STORY_LIMITS.illustrationMax;
  const picture = pictureFor(page.text, '', cover);
  return (
    <fieldset className="rounded-card bg-surface p-3 shadow-sm sm:p-4">
      {/* Floated, the legend sits inside the card like a heading instead of on its edge. */}
      <legend className="float-start mb-3 w-full text-xl font-bold">
        <Trans>Page {number}</Trans>
      </legend>
      <div className="clear-start flex flex-col gap-4">
        <Textarea
          id={pageControlId(page.key, 'text')}
          label={t`Text of page ${number}`}
          required
          dir="auto"
          hint={t`${plural(limit, {
            one: `Required. ${used} of # character`,
            other: `Required. ${used} of # characters`,
          })}`}
          value={page.text}
          error={errors?.text && sharedSentence(errors.text)}
          onChange={(event) => onChange({ ...page, text: event.target.value })}
        />
        <EmojiField
          id={pageControlId(page.key, 'picture')}
          label={t`Picture of page ${number}`}
          inSentence={t`picture of page ${number}`}
          hint={t`${plural(maxEmoji, {
            one: `Optional: left empty, this page shows ${picture}. Up to # emoji`,
            other: `Optional: left empty, this page shows ${picture}. Up to # emoji`,
          })}`}
          value={page.illustration}
          error={errors?.illustration && sharedSentence(errors.illustration)}
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
            <Trans>
              Move up <span className="sr-only">page {number}</span>
            </Trans>
          </Button>
          <Button
            id={pageControlId(page.key, 'down')}
            variant="ghost"
            size="compact"
            disabled={number === count}
            onClick={() => onMove('down')}
          >
            <ArrowDown aria-hidden="true" className="size-5" />
            <Trans>
              Move down <span className="sr-only">page {number}</span>
            </Trans>
          </Button>
          {count > 1 ? (
            <Button variant="ghost" size="compact" onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-5" />
              <Trans>Remove page {number}</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
