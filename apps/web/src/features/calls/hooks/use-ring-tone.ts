import { useEffect } from 'react';

// Two short tones every two seconds, like a telephone; made with WebAudio, no file to load.
const PATTERN_MS = 2000;
const TONE_S = 0.4;

/** Rings while `on`. A browser that refuses sound before a first tap simply stays quiet. */
export function useRingTone(on: boolean): void {
  useEffect(() => {
    if (!on || typeof AudioContext === 'undefined') return;
    let context: AudioContext;
    try {
      context = new AudioContext();
    } catch {
      return;
    }
    const ring = () => {
      const now = context.currentTime;
      for (const [offset, frequency] of [
        [0, 880],
        [TONE_S + 0.1, 660],
      ] as const) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.frequency.value = frequency;
        gain.gain.setValueAtTime(0.2, now + offset);
        gain.gain.exponentialRampToValueAtTime(0.001, now + offset + TONE_S);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(now + offset);
        oscillator.stop(now + offset + TONE_S);
      }
    };
    ring();
    const timer = setInterval(ring, PATTERN_MS);
    return () => {
      clearInterval(timer);
      void context.close();
    };
  }, [on]);
}
