import { useRef, type MouseEvent, type PointerEvent } from 'react';

const LONG_PRESS_MS = 500;

/**
 * Drops the click a browser may send as the finger lifts after a long press: it would land on
 * whatever the press opened under the finger (a reaction of the picker). It lasts until the
 * next touch or key begins, since some browsers send no such click at all.
 */
function dropNextClick() {
  const options = { capture: true };
  const drop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    done();
  };
  const done = () => {
    window.removeEventListener('click', drop, options);
    window.removeEventListener('pointerdown', done, options);
    window.removeEventListener('keydown', done, options);
  };
  window.addEventListener('click', drop, options);
  window.addEventListener('pointerdown', done, options);
  window.addEventListener('keydown', done, options);
}

/**
 * A touch held still for half a second (a mouse has hover instead). `fired()` tells a click that
 * still follows a long press to do nothing.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const longPressed = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return {
    handlers: {
      onPointerDown: (event: PointerEvent) => {
        longPressed.current = false;
        if (event.pointerType === 'mouse') return;
        cancel();
        timer.current = setTimeout(() => {
          timer.current = null;
          longPressed.current = true;
          onLongPress();
        }, LONG_PRESS_MS);
      },
      onPointerUp: () => {
        cancel();
        if (longPressed.current) dropNextClick();
      },
      onPointerLeave: cancel,
      onPointerCancel: cancel,
      // The phone's own menu would cover ours.
      onContextMenu: (event: MouseEvent) => {
        if (longPressed.current) event.preventDefault();
      },
    },
    fired: () => {
      const was = longPressed.current;
      longPressed.current = false;
      return was;
    },
  };
}
