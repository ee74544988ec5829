import { useEffect, useRef } from 'react';

/**
 * Calls `onVisible` when the element comes near the screen: the next page loads before the
 * family reaches the end. Where IntersectionObserver is missing, the "Load more" button remains.
 */
export function useSentinel<T extends Element>(
  onVisible: () => void,
  active: boolean,
  /** Changes when more has loaded: observing again reports a sentinel still in view. */
  round: number,
) {
  const ref = useRef<T>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, round]);
  return ref;
}
