import { useCallback, useEffect, useState, type RefObject } from 'react';
import type { Message } from '@hearth/shared';

interface JumpOptions {
  messages: readonly Message[];
  containerRef: RefObject<HTMLElement | null>;
  hasOlder: boolean;
  /** Also true while the messages on screen lag behind the cache (they render deferred). */
  loadingOlder: boolean;
  loadOlder: () => void;
  /** A message asked for by the address (`?message=<id>` from a search result). */
  requested: string | null;
}

const HIGHLIGHT_MS = 2000;

/**
 * Goes to one message of the conversation: older pages are fetched, one after the other, until
 * it is among them; then it is scrolled to the middle and marked for a moment. `missing` says
 * the whole history came and the message was not in it (deleted for good, or not this one's).
 */
export function useJumpToMessage(options: JumpOptions) {
  const { messages, containerRef, hasOlder, loadingOlder, loadOlder } = options;
  const { requested } = options;
  const [target, setTarget] = useState<string | null>(requested);
  // A new object per arrival, so that going to the same message again scrolls again.
  const [arrived, setArrived] = useState<{ id: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const found = target !== null && messages.some((m) => m.id === target);

  useEffect(() => {
    if (target === null) return;
    if (found) {
      setTarget(null);
      setArrived({ id: target });
      return;
    }
    if (loadingOlder) return;
    if (hasOlder) loadOlder();
    else {
      setTarget(null);
      setMissing(true);
    }
  }, [target, found, hasOlder, loadingOlder, loadOlder]);

  useEffect(() => {
    if (arrived === null) return;
    // After the frame in which the history first scrolls to its newest message.
    const frame = requestAnimationFrame(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      const items = containerRef.current?.querySelectorAll('[data-message-id]') ?? [];
      [...items]
        .find((item) => item.getAttribute('data-message-id') === arrived.id)
        ?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    });
    const timer = setTimeout(() => setArrived(null), HIGHLIGHT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [arrived, containerRef]);

  const jump = useCallback((messageId: string) => {
    setMissing(false);
    setTarget(messageId);
  }, []);

  // Another result of a search made from this conversation's own header.
  useEffect(() => {
    if (requested) jump(requested);
  }, [requested, jump]);

  return { jump, highlighted: arrived?.id ?? null, missing, searching: target !== null };
}
