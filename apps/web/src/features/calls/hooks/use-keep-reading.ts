import { useEffect, useRef, useState } from 'react';
import { draftKey, draftPage, loadDraft, saveDraft, type StoryDraft } from '@/lib/story-draft';
import { MESSAGE_FORMATS, pickFormat, VOICE_BITS_PER_SECOND } from '@/lib/voice/recording-format';
import type { SharedStory } from '@/lib/calls/call-channel';

interface KeepReadingOptions {
  profileId: string;
  conversationId: string;
  /** The reader's microphone in the call. */
  local: MediaStream | null;
  story: SharedStory | null;
}

/**
 * "Keep this reading": while on, the reader's microphone is recorded page by page (a page's
 * recording is what was said while it was open) into the read-aloud draft of the conversation,
 * the one Read a Story opens after the call to listen, re-record and send.
 */
export function useKeepReading({ profileId, conversationId, local, story }: KeepReadingOptions) {
  const [keeping, setKeeping] = useState(false);
  const [kept, setKept] = useState(0);
  const draft = useRef<StoryDraft | null>(null);
  const key = draftKey(profileId, conversationId);
  const storyId = story?.story_id ?? null;
  const page = story?.page ?? 0;

  // A new draft for the story when keeping starts (a draft of another story is replaced).
  useEffect(() => {
    if (!keeping || !storyId) return;
    let live = true;
    void loadDraft(key)
      .catch(() => undefined)
      .then((found) => {
        if (!live) return;
        draft.current =
          found?.story_id === storyId
            ? found
            : { key, client_id: crypto.randomUUID(), story_id: storyId, page_index: 0, pages: {} };
        setKept(Object.keys(draft.current.pages).length);
      });
    return () => {
      live = false;
    };
  }, [keeping, storyId, key]);

  // One recorder per page: turning the page (or stopping) keeps what the page heard.
  useEffect(() => {
    const audio = local?.getAudioTracks() ?? [];
    // Page 0 is the cover: nothing to read aloud there.
    if (!keeping || !storyId || page < 1 || audio.length === 0) return;
    if (typeof MediaRecorder === 'undefined') return;
    const mimeType = pickFormat(MESSAGE_FORMATS);
    const recorder = new MediaRecorder(new MediaStream(audio), {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: VOICE_BITS_PER_SECOND,
    });
    const chunks: Blob[] = [];
    const started = performance.now();
    recorder.ondataavailable = (event) => chunks.push(event.data);
    recorder.onstop = () => {
      const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' });
      if (blob.size === 0) return;
      void draftPage(blob, (performance.now() - started) / 1000).then((stored) => {
        // The draft as it is now: a page turned quickly may have been kept in between.
        const current = draft.current;
        if (!current || current.story_id !== storyId) return;
        const next = {
          ...current,
          page_index: page - 1,
          pages: { ...current.pages, [page - 1]: stored },
        };
        draft.current = next;
        setKept(Object.keys(next.pages).length);
        return saveDraft(next);
      });
    };
    recorder.start();
    return () => {
      if (recorder.state !== 'inactive') recorder.stop();
    };
  }, [keeping, storyId, page, local]);

  return { keeping, setKeeping, kept };
}
