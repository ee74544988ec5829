import { useRef, useState, type MouseEvent, type PointerEvent } from 'react';

/** A press at least this long is a hold: letting go finishes the recording. */
export const HOLD_MS = 500;
/** Sliding this far from where the press began cancels the recording. */
export const CANCEL_PX = 80;

interface HoldToTalkOptions {
  /** Whether a recording is under way. */
  recording: boolean;
  start: () => void;
  finish: () => void;
  cancel: () => void;
}

interface Press {
  id: number;
  x: number;
  y: number;
  at: number;
}

/**
 * One button, two gestures: hold to talk (release finishes, sliding away cancels) or tap to
 * start and tap again to finish. Keyboard presses arrive as clicks and work as taps.
 */
export function useHoldToTalk({ recording, start, finish, cancel }: HoldToTalkOptions) {
  const press = useRef<Press | null>(null);
  // The click that follows a press that started recording was handled by the press already.
  const swallowClick = useRef(false);
  const [holding, setHolding] = useState(false);

  const release = () => {
    press.current = null;
    setHolding(false);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLButtonElement>) {
      swallowClick.current = false;
      // While recording, the tap's click finishes it.
      if (event.button !== 0 || recording) return;
      // The pointer stays with the button while the finger slides, even off it.
      event.currentTarget.setPointerCapture?.(event.pointerId);
      press.current = { id: event.pointerId, x: event.clientX, y: event.clientY, at: Date.now() };
      swallowClick.current = true;
      setHolding(true);
      start();
    },
    onPointerMove(event: PointerEvent<HTMLButtonElement>) {
      const held = press.current;
      if (held?.id !== event.pointerId) return;
      if (Math.hypot(event.clientX - held.x, event.clientY - held.y) < CANCEL_PX) return;
      release();
      cancel();
    },
    onPointerUp(event: PointerEvent<HTMLButtonElement>) {
      const held = press.current;
      if (held?.id !== event.pointerId) return;
      release();
      // A shorter press was a tap: the recording goes on until the next tap.
      if (Date.now() - held.at >= HOLD_MS) finish();
    },
    // The browser took the pointer (a scroll, a call): the recording goes on as after a tap.
    onPointerCancel: release,
    onClick(event: MouseEvent<HTMLButtonElement>) {
      const swallow = swallowClick.current && event.detail !== 0;
      swallowClick.current = false;
      if (swallow) return;
      if (recording) finish();
      else start();
    },
    // A long press would open the phone's menu for the button instead of talking.
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
  };

  return { holding, handlers };
}
