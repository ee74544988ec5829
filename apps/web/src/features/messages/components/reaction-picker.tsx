import { useLingui } from '@lingui/react/macro';
import { REACTION_EMOJIS, type ReactionEmoji } from '@hearth/shared';
import { SmilePlus } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { EasyLabel } from '@/components/ui/easy-label';
import { REACT_WITH } from '../lib/reaction-names';

interface ReactionPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (emoji: ReactionEmoji) => void;
  /** The emojis this profile has already put on the message (pressed). */
  chosen: ReadonlySet<ReactionEmoji>;
}

const target = 'inline-flex size-12 items-center justify-center rounded-full';
const MARGIN = 8;

/**
 * Puts the panel on the screen whole: above the button when there is room, else below it, and
 * centred on it but never past either side. Fixed, so that the scrolling history (which clips
 * what overflows it) cannot cut it: a message at the top of the history, or at a phone's edge.
 */
function place(panel: HTMLElement, button: HTMLElement) {
  const at = button.getBoundingClientRect();
  const { offsetWidth: width, offsetHeight: height } = panel;
  const above = at.top - height - MARGIN;
  const top = above >= MARGIN ? above : at.bottom + MARGIN;
  const centred = at.left + at.width / 2 - width / 2;
  const left = Math.max(MARGIN, Math.min(centred, window.innerWidth - width - MARGIN));
  panel.style.top = `${Math.round(top)}px`;
  panel.style.left = `${Math.round(left)}px`;
}

/**
 * The "React" button (shown on hover and keyboard focus; a long press on the message opens it
 * too) and its small popover of the six emojis: arrows move along them, Escape closes.
 */
export function ReactionPicker({ open, onOpenChange, onPick, chosen }: ReactionPickerProps) {
  const { t, i18n } = useLingui();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Placed before the first paint, and again as the history scrolls or the screen turns.
  useLayoutEffect(() => {
    if (!open) return;
    const follow = () => {
      if (panel.current && trigger.current) place(panel.current, trigger.current);
    };
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector('button')?.focus({ preventScroll: true });
    const outside = (event: PointerEvent) => {
      const inside = [panel.current, trigger.current].some((el) =>
        el?.contains(event.target as Node),
      );
      if (!inside) onOpenChange(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  function close() {
    onOpenChange(false);
    trigger.current?.focus();
  }

  function keys(event: KeyboardEvent) {
    const buttons = [...(panel.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step) next = (at + step + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else if (event.key === 'Escape') {
      event.preventDefault();
      return close();
    } else return;
    event.preventDefault();
    buttons[next]?.focus();
  }

  return (
    <span className="inline-flex">
      <button
        ref={trigger}
        type="button"
        aria-label={t({ message: 'React', comment: 'opens the reaction emojis of a message' })}
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => onOpenChange(!open)}
        className={`${target} gap-2 text-muted opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 hover:bg-bubble aria-expanded:opacity-100 pointer-coarse:opacity-100 easy:w-auto easy:px-3 easy:font-semibold easy:opacity-100`}
      >
        <SmilePlus aria-hidden="true" className="size-5" />
        <EasyLabel>
          {t({ message: 'React', comment: 'opens the reaction emojis of a message' })}
        </EasyLabel>
      </button>
      {open ? (
        <div
          ref={panel}
          role="group"
          aria-label={t`Choose a reaction`}
          onKeyDown={keys}
          className="fixed z-40 flex gap-1 rounded-bubble bg-surface p-1 shadow-xl"
        >
          {REACTION_EMOJIS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-label={i18n._(REACT_WITH[emoji])}
              aria-pressed={chosen.has(emoji)}
              onClick={() => {
                onPick(emoji);
                close();
              }}
              className={`${target} text-2xl hover:bg-bubble aria-pressed:bg-primary/20`}
            >
              <span aria-hidden="true">{emoji}</span>
            </button>
          ))}
        </div>
      ) : null}
    </span>
  );
}
