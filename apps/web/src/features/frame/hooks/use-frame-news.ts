import type { Message } from '@hearth/shared';
import { useEffect, useRef, useState } from 'react';
import { lookOf } from '@/lib/message-kinds';
import { onNewMessage } from '@/lib/realtime/new-messages';

/** A text shows large this long; a voice or video waits for a tap (or the next news). */
export const TEXT_SHOWN_MS = 60_000;

export type FrameNews = { kind: 'text'; message: Message } | { kind: 'play'; message: Message };

interface FrameNewsOptions {
  me: string;
  /** The conversations the family chose for this profile's screens; null: all of them. */
  shown: readonly string[] | null;
  /** A photo or a video message, for the slideshow. */
  onSlide: (conversationId: string, message: Message) => void;
}

/**
 * What arrived last from someone else, live, as its kind's look says (`frame`): a photo goes to
 * `onSlide` (the slideshow shows it at once); a voice or video message waits behind a big Play
 * (a video joins the slideshow too), a text shows large for a minute.
 * Nothing here makes a sound.
 */
export function useFrameNews({ me, shown, onSlide }: FrameNewsOptions) {
  const [news, setNews] = useState<FrameNews | null>(null);
  const latest = useRef({ me, shown, onSlide });
  latest.current = { me, shown, onSlide };

  useEffect(
    () =>
      onNewMessage(({ conversationId, message }) => {
        const { me: self, shown: chosen, onSlide: slide } = latest.current;
        if (message.profile.id === self) return;
        if (chosen && !chosen.includes(conversationId)) return;
        const shown = message.deleted ? null : lookOf(message.kind).frame(message);
        if (shown?.news) setNews({ kind: shown.news, message });
        if (shown?.slide) slide(conversationId, message);
      }),
    [],
  );

  useEffect(() => {
    if (news?.kind !== 'text') return;
    const timer = setTimeout(() => setNews(null), TEXT_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [news]);

  return { news, dismiss: () => setNews(null) };
}
