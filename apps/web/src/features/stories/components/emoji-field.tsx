import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { Input } from '@/components/ui/input';
import { EMOJI_CHOICES } from './emoji-choices';

interface EmojiFieldProps {
  id: string;
  label: string;
  /** The field as named inside a sentence ("cover emoji"), for the grid's button and group. */
  inSentence: string;
  hint: string;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  /** A cover is one choice (a choice replaces it); a page's scene is built of several. */
  mode: 'replace' | 'add';
}

/** An emoji text field with a grid of suggestions that opens on demand. */
export function EmojiField(props: EmojiFieldProps) {
  const { id, label, inSentence: field, hint, value, error, onChange, mode } = props;
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const gridId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Input
        id={id}
        label={label}
        hint={hint}
        value={value}
        error={error}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={gridId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-12 items-center gap-2 self-start rounded-card px-3 font-semibold text-primary hover:bg-bubble"
      >
        {open ? (
          <ChevronUp aria-hidden="true" className="size-5" />
        ) : (
          <ChevronDown aria-hidden="true" className="size-5" />
        )}
        {open ? (
          <Trans>
            Hide emoji <span className="sr-only">for {field}</span>
          </Trans>
        ) : (
          <Trans>
            Choose an emoji <span className="sr-only">for {field}</span>
          </Trans>
        )}
      </button>
      {open ? (
        <div
          id={gridId}
          role="group"
          aria-label={t`Emoji for ${field}`}
          className="grid grid-cols-6 gap-1 rounded-card bg-surface p-2 shadow-sm sm:grid-cols-9"
        >
          {EMOJI_CHOICES.map(({ emoji, label: named }) => {
            const name = i18n._(named);
            return (
              <button
                key={emoji}
                type="button"
                aria-pressed={mode === 'replace' ? value === emoji : undefined}
                onClick={() => onChange(mode === 'replace' ? emoji : `${value}${emoji}`)}
                className="flex aspect-square min-h-12 items-center justify-center rounded-card text-2xl hover:bg-bubble aria-pressed:bg-primary/15 aria-pressed:ring-2 aria-pressed:ring-primary"
              >
                <span aria-hidden="true">{emoji}</span>
                <span className="sr-only">
                  {mode === 'replace' ? t`Use ${name}` : t`Add ${name}`}
                </span>
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
