import { useEffect, useState } from 'react';

/**
 * Which of `count` photos shows: the next one every `slideMs`, round and round. `restart`
 * changing (a new photo came) goes back to the first, the newest, and shows it its full time.
 * While `paused` (a video plays) the slide stays, and a new photo waits for the end of it.
 */
export function useSlideshow(
  count: number,
  slideMs: number,
  restart: unknown,
  paused = false,
): number {
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState(restart);
  if (shown !== restart && !paused) {
    setShown(restart);
    setIndex(0);
  }
  useEffect(() => {
    if (count < 2 || paused) return;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), slideMs);
    return () => clearTimeout(timer);
  }, [index, count, slideMs, restart, paused]);
  return count === 0 ? 0 : index % count;
}
