import { useLingui } from '@lingui/react/macro';
import { PICKER_EMOJI } from '../data/emoji';

interface EmojiPickerProps {
  selected: string | null;
  onSelect: (emoji: string | null) => void;
}

/** Choosing the selected emoji again deselects it (spec section 4). */
export function EmojiPicker({ selected, onSelect }: EmojiPickerProps) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Choose an emoji`}
      className="grid grid-cols-6 gap-1 sm:grid-cols-8 rounded-card bg-surface p-2 shadow"
    >
      {PICKER_EMOJI.map((emoji) => {
        const isSelected = emoji === selected;
        return (
          <button
            key={emoji}
            type="button"
            aria-pressed={isSelected}
            aria-label={t`Emoji ${emoji}`}
            onClick={() => onSelect(isSelected ? null : emoji)}
            className={
              'flex aspect-square min-h-11 items-center justify-center rounded-card text-2xl ' +
              (isSelected ? 'bg-primary/15 ring-2 ring-primary' : 'hover:bg-bubble')
            }
          >
            {emoji}
          </button>
        );
      })}
    </div>
  );
}
