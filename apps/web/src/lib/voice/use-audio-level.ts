import { useEffect, useState } from 'react';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  // Older Safari names it webkitAudioContext; jsdom has neither.
  const w = window as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext;
}

/** Loudness of a block of samples, 0-1, spread so that speech fills most of the range. */
export function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  return Math.min(1, rms * 4);
}

/**
 * The microphone's live level, read once per frame while `active`: it shows that the recorder
 * really hears something. 0 where the browser has no Web Audio.
 */
export function useAudioLevel(stream: MediaStream | null, active: boolean): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const Context = audioContextClass();
    if (!stream || !active || !Context) return;
    const context = new Context();
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    void context.resume().catch(() => undefined);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    const read = () => {
      analyser.getFloatTimeDomainData(samples);
      setLevel(Math.round(levelOf(samples) * 20) / 20);
      frame = requestAnimationFrame(read);
    };
    frame = requestAnimationFrame(read);
    return () => {
      cancelAnimationFrame(frame);
      setLevel(0);
      void context.close().catch(() => undefined);
    };
  }, [stream, active]);
  return level;
}
