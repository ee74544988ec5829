import { useEffect, useState } from 'react';
import { loadAudio } from '../api/audio-store';

export type StoredAudioSource =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; src: string; durationSeconds: number };

/** Turns a message's `idb:` reference into a playable object URL for as long as the bubble is shown. */
export function useStoredAudio(audioUrl: string): StoredAudioSource {
  const [source, setSource] = useState<StoredAudioSource>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    let objectUrl: string | null = null;
    loadAudio(audioUrl).then(
      (audio) => {
        if (!active) return;
        if (!audio) return setSource({ status: 'missing' });
        objectUrl = URL.createObjectURL(audio.blob);
        setSource({ status: 'ready', src: objectUrl, durationSeconds: audio.durationSeconds });
      },
      () => active && setSource({ status: 'missing' }),
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [audioUrl]);
  return source;
}
