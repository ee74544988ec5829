import { useSyncExternalStore } from 'react';

export const REVIEW_KEY = 'hearth_voice_review';

const listeners = new Set<() => void>();
// Used only where storage refuses to keep the choice.
let memory: boolean | null = null;

function read(): boolean {
  try {
    return window.localStorage.getItem(REVIEW_KEY) === '1';
  } catch {
    return false;
  }
}

/** Remembered on this device: whoever wants to listen first keeps wanting to. */
export function setReviewBeforeSending(review: boolean): void {
  try {
    window.localStorage.setItem(REVIEW_KEY, review ? '1' : '0');
  } catch {
    memory = review;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a finished voice message waits to be listened to (off: it is sent at once). */
export function useReviewBeforeSending(): boolean {
  return useSyncExternalStore(subscribe, () => memory ?? read());
}
