import { useSyncExternalStore } from 'react';

export const PLAYBACK_SPEEDS = [1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export const SPEED_KEY = 'hearth_voice_speed';

const listeners = new Set<() => void>();
// Used only where storage refuses to keep the choice.
let memory: PlaybackSpeed | null = null;

function read(): PlaybackSpeed {
  try {
    const stored = Number(window.localStorage.getItem(SPEED_KEY));
    return PLAYBACK_SPEEDS.find((speed) => speed === stored) ?? 1;
  } catch {
    return 1;
  }
}

/** The next speed of the 1x, 1.5x, 2x cycle. */
export function nextSpeed(speed: PlaybackSpeed): PlaybackSpeed {
  return PLAYBACK_SPEEDS[(PLAYBACK_SPEEDS.indexOf(speed) + 1) % PLAYBACK_SPEEDS.length]!;
}

/** Remembered on this device, for every voice message: a grandparent who likes 1.5x keeps it. */
export function setPlaybackSpeed(speed: PlaybackSpeed): void {
  try {
    window.localStorage.setItem(SPEED_KEY, String(speed));
  } catch {
    // Storage refused: the choice holds until the page closes.
    memory = speed;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const onStorage = (event: StorageEvent) => event.key === SPEED_KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function usePlaybackSpeed(): PlaybackSpeed {
  return useSyncExternalStore(subscribe, () => memory ?? read());
}
