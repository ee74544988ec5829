import { useCallback, useLayoutEffect, useRef, useState } from 'react';

interface ChatScrollOptions {
  oldestId: string | undefined;
  newestId: string | undefined;
  canLoadOlder: boolean;
  loadOlder: () => void;
  /** Easy mode: the newest message at the top, older ones below it. */
  newestFirst?: boolean;
}

const NEAR_PX = 80;

/**
 * Keeps the newest message in view (on open, after sending, and when a reply arrives while the
 * reader is at the bottom), loads older messages at the top, and keeps the reader's place
 * when those older messages are inserted above.
 */
export function useChatScroll(options: ChatScrollOptions) {
  const { oldestId, newestId, canLoadOlder, loadOlder, newestFirst = false } = options;
  const containerRef = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // The same as a state, for what depends on it: the newest message counts as read only in view.
  const [atEnd, setAtEnd] = useState(true);
  const heightBeforeOlder = useRef<number | null>(null);

  useLayoutEffect(() => {
    // Reading scrollHeight lays the page out; in the frame callback, just before the paint, that
    // layout is the one the paint needs anyway, instead of an extra one in the task that
    // rendered the messages. The first paint still shows the newest message.
    const frame = requestAnimationFrame(() => {
      const el = containerRef.current;
      if (el && atBottom.current) el.scrollTop = newestFirst ? 0 : el.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [newestId, newestFirst]);

  useLayoutEffect(() => {
    const el = containerRef.current;
    if (!el || heightBeforeOlder.current === null) return;
    // Newest first, older messages come in below the reader's place: nothing moves.
    if (!newestFirst) el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
    heightBeforeOlder.current = null;
  }, [oldestId, newestFirst]);

  const requestOlder = useCallback(() => {
    const el = containerRef.current;
    if (!el || !canLoadOlder) return;
    heightBeforeOlder.current = el.scrollHeight;
    loadOlder();
  }, [canLoadOlder, loadOlder]);

  const onScroll = useCallback(() => {
    const el = containerRef.current;
    if (!el) return;
    const fromOldEnd = el.scrollHeight - el.scrollTop - el.clientHeight;
    // "atBottom" is the newest end of the history, wherever it is drawn.
    atBottom.current = newestFirst ? el.scrollTop < NEAR_PX : fromOldEnd < NEAR_PX;
    setAtEnd(atBottom.current);
    if ((newestFirst ? fromOldEnd : el.scrollTop) < NEAR_PX) requestOlder();
  }, [requestOlder, newestFirst]);

  const stickToBottom = useCallback(() => {
    atBottom.current = true;
    setAtEnd(true);
  }, []);

  return { containerRef, onScroll, stickToBottom, loadOlder: requestOlder, atEnd };
}
