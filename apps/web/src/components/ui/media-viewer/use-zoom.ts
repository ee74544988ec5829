import { useCallback, useState } from 'react';

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
const STEP = 0.5;
/** Where a double tap zooms to from the whole picture. */
const TAP_SCALE = 2.5;

export interface Offset {
  x: number;
  y: number;
}

const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
const CENTRE: Offset = { x: 0, y: 0 };

/** The zoom of the photo shown: a CSS transform, so the photo is never loaded twice. */
export function useZoom() {
  const [scale, setScaleState] = useState(MIN_SCALE);
  const [offset, setOffset] = useState<Offset>(CENTRE);
  const setScale = useCallback((next: number) => {
    const scaled = clamp(next);
    setScaleState(scaled);
    // Back to the whole picture, it is centred again.
    if (scaled === MIN_SCALE) setOffset(CENTRE);
  }, []);
  return {
    scale,
    offset,
    zoomed: scale > MIN_SCALE,
    setScale,
    setOffset,
    zoomIn: () => setScale(scale + STEP),
    zoomOut: () => setScale(scale - STEP),
    toggle: () => setScale(scale > MIN_SCALE ? MIN_SCALE : TAP_SCALE),
    reset: () => setScale(MIN_SCALE),
  };
}

export type Zoom = ReturnType<typeof useZoom>;
