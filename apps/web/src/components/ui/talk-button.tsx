import { Mic, Send, Square } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';
import { buttonClass } from './button';

interface TalkButtonProps extends Omit<ComponentProps<'button'>, 'ref' | 'children'> {
  buttonRef: Ref<HTMLButtonElement>;
  /** What a press does now, as its accessible name (and its text when large). */
  label: string;
  mode: 'record' | 'send' | 'stop';
  holding: boolean;
  large: boolean;
}

const icons = { record: Mic, send: Send, stop: Square };

/**
 * The one button of a voice message: the microphone when idle, then, in the same place, the
 * button that sends (or stops, to listen first). `touch-none` keeps a slide from scrolling.
 */
export function TalkButton({ buttonRef, label, mode, holding, large, ...rest }: TalkButtonProps) {
  const Icon = icons[mode];
  // The send arrow points the way text runs; the microphone and the stop square do not turn.
  const turn = mode === 'send' ? 'rtl:-scale-x-100' : '';
  const pressed = holding ? 'ring-4 ring-danger/40' : '';
  if (large) {
    return (
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass(
          'primary',
          `min-h-16 w-full touch-none text-xl! select-none ${pressed}`,
        )}
        {...rest}
      >
        <Icon aria-hidden="true" className={`size-8 ${turn}`} />
        {label}
      </button>
    );
  }
  const look =
    mode === 'record'
      ? 'border-2 border-primary bg-surface text-primary hover:bg-cream'
      : 'bg-primary text-white hover:bg-primary-pressed';
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      className={`inline-flex size-12 shrink-0 touch-none items-center justify-center rounded-full transition-colors duration-150 select-none disabled:opacity-60 ${look} ${pressed}`}
      {...rest}
    >
      <Icon aria-hidden="true" className={`size-6 ${turn}`} />
    </button>
  );
}
