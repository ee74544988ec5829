import type { Message } from '@hearth/shared';
import { useCallback, useMemo, useState } from 'react';
import { slideId, slidesOf, type FrameSlide } from '../lib/slides';

// Until the album's next reading has them; a handful is plenty between two readings.
const LIVE_KEPT = 20;

/**
 * The album's photos and videos with the ones that just arrived live in front, each once. `newest`
 * names the message that came last, live or found at a reading, for its "New from Sam".
 */
export function useLivePhotos(
  album: readonly FrameSlide[] | undefined,
  /** The conversations the family chose for this profile's screens; null: all of them. */
  shown: readonly string[] | null = null,
) {
  const [live, setLive] = useState<FrameSlide[]>([]);
  const [newest, setNewest] = useState<string | null>(null);
  // A reading of the album may bring photos the socket never announced (sent while the server
  // restarted or the network was away): the newest of them is news too.
  const head = album?.find((item) => !shown || shown.includes(item.conversation.id));
  const [seenHead, setSeenHead] = useState(head);
  if (head?.message_id !== seenHead?.message_id) {
    setSeenHead(head);
    if (head && seenHead && head.created_at > seenHead.created_at) setNewest(head.message_id);
  }
  const add = useCallback((conversationId: string, message: Message) => {
    setLive((kept) => [...slidesOf(conversationId, message), ...kept].slice(0, LIVE_KEPT));
    setNewest(message.id);
  }, []);
  const photos = useMemo(() => {
    const seen = new Set<string>();
    const kept = [...live, ...(album ?? [])].filter((item) => {
      const id = slideId(item);
      if (seen.has(id)) return false;
      if (shown && !shown.includes(item.conversation.id)) return false;
      seen.add(id);
      return true;
    });
    // Newest first, whichever way each came (a photo the album found after a restart is newer
    // than one that arrived live before it); a message's photos stay in their order.
    return kept.sort((a, b) =>
      a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0,
    );
  }, [live, album, shown]);
  return { photos, newest, add };
}
