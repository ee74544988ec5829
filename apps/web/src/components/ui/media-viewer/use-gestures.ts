import { useRef, type PointerEvent } from 'react';
import type { Offset, Zoom } from './use-zoom';

interface Gestures {
  zoom: Zoom;
  /** A swipe towards the start of the line (leftwards in a left-to-right language). */
  onNext: () => void;
  onPrevious: () => void;
  onSwipeDown: () => void;
  onDoubleTap: () => void;
}

const SWIPE = 60;
const TAP_SLOP = 10;
const DOUBLE_TAP_MS = 300;

type Point = { x: number; y: number };
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Touch, pen and mouse alike: a swipe sideways changes photo, a swipe down closes, two fingers
 * pinch, a double tap zooms, one finger moves a zoomed photo. Pointer Events cover every input.
 */
export function useGestures({ zoom, onNext, onPrevious, onSwipeDown, onDoubleTap }: Gestures) {
  const pointers = useRef(new Map<number, Point>());
  const start = useRef<Point & { offset: Offset }>({ x: 0, y: 0, offset: { x: 0, y: 0 } });
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const pinched = useRef(false);
  const lastTap = useRef(-Infinity);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Not over a video: its own controls must keep their clicks.
    if (!(event.target instanceof HTMLVideoElement)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b) {
      pinch.current = { distance: distance(a, b) || 1, scale: zoom.scale };
      pinched.current = true;
    } else {
      start.current = { x: event.clientX, y: event.clientY, offset: zoom.offset };
      pinched.current = false;
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const [a, b] = [...pointers.current.values()];
    if (a && b && pinch.current) {
      zoom.setScale((pinch.current.scale * distance(a, b)) / pinch.current.distance);
    } else if (zoom.zoomed && !pinched.current) {
      const { x, y, offset } = start.current;
      zoom.setOffset({ x: offset.x + event.clientX - x, y: offset.y + event.clientY - y });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size > 0) return;
    pinch.current = null;
    if (pinched.current) return;
    const dx = event.clientX - start.current.x;
    const dy = event.clientY - start.current.y;
    if (Math.abs(dx) < TAP_SLOP && Math.abs(dy) < TAP_SLOP) {
      if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
        onDoubleTap();
        lastTap.current = -Infinity;
      } else lastTap.current = event.timeStamp;
      return;
    }
    if (zoom.zoomed) return;
    const rtl = document.documentElement.dir === 'rtl';
    if (Math.abs(dx) > SWIPE && Math.abs(dx) > Math.abs(dy)) {
      if (dx < 0 !== rtl) onNext();
      else onPrevious();
    } else if (dy > SWIPE) onSwipeDown();
  };

  const onPointerCancel = (event: PointerEvent<HTMLElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) pinch.current = null;
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
}
