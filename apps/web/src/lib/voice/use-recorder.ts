import { useCallback, useEffect, useRef, useState } from 'react';

export const MIC_DENIED_MESSAGE = 'Could not access microphone. Please check permissions.';

/** What a recorder hands over to be sent. */
export interface VoiceRecording {
  blob: Blob;
  durationSeconds: number;
}

export type RecorderState =
  | { status: 'idle' }
  | { status: 'recording'; seconds: number }
  | { status: 'recorded'; blob: Blob; url: string; durationSeconds: number };

function pickMimeType(): string | undefined {
  return ['audio/webm;codecs=opus', 'audio/webm'].find((t) => MediaRecorder.isTypeSupported(t));
}

/** The voice recorder's three states (spec section 4): idle, recording with a seconds timer, recorded. */
export function useRecorder() {
  const [state, setState] = useState<RecorderState>({ status: 'idle' });
  const recorderRef = useRef<MediaRecorder | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const urlRef = useRef<string | null>(null);
  // Bumped by discard, so a permission prompt answered after the user gave up does not start recording.
  const attemptRef = useRef(0);

  const releaseUrl = () => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
  };

  const start = useCallback(async () => {
    releaseUrl();
    const attempt = ++attemptRef.current;
    let stream: MediaStream;
    try {
      // Without these APIs (old browser, insecure origin) recording is as impossible as when denied.
      if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined')
        throw new Error('No microphone API');
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState({ status: 'idle' });
      window.alert(MIC_DENIED_MESSAGE);
      return;
    }
    if (attempt !== attemptRef.current) {
      stream.getTracks().forEach((track) => track.stop());
      return;
    }
    const mimeType = pickMimeType();
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      clearInterval(timerRef.current);
      stream.getTracks().forEach((track) => track.stop());
      if (recorderRef.current !== recorder) return; // discarded or unmounted meanwhile
      recorderRef.current = null;
      const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
      urlRef.current = URL.createObjectURL(blob);
      setState({
        status: 'recorded',
        blob,
        url: urlRef.current,
        durationSeconds: (Date.now() - startedAt) / 1000,
      });
    };
    recorderRef.current = recorder;
    recorder.start();
    setState({ status: 'recording', seconds: 0 });
    timerRef.current = setInterval(() => {
      setState({ status: 'recording', seconds: Math.floor((Date.now() - startedAt) / 1000) });
    }, 250);
  }, []);

  const stop = useCallback(() => {
    if (recorderRef.current?.state === 'recording') recorderRef.current.stop();
  }, []);

  /** Throws away a recording (or one in progress) and goes back to idle. */
  const discard = useCallback(() => {
    attemptRef.current += 1;
    const recorder = recorderRef.current;
    recorderRef.current = null;
    if (recorder?.state === 'recording') recorder.stop();
    clearInterval(timerRef.current);
    releaseUrl();
    setState({ status: 'idle' });
  }, []);

  useEffect(() => discard, [discard]);

  return { state, start, stop, discard };
}

export type Recorder = ReturnType<typeof useRecorder>;
