import { useSyncExternalStore } from 'react';
import { applyEasyMode, EASY_MODE_KEY } from './easy-mode-boot';

/**
 * Easy mode (bigger text and targets, AAA contrast, one column, words on every button) is a mode
 * of the whole page: `data-easy` on <html> switches the CSS variables and `easy:` variants, and
 * components that change behaviour (the newest message first, one-press voice) read the hook.
 * The last value is kept so that a grandparent's tablet opens in easy mode before any answer.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

/** The page is the one place the mode lives: `restoreEasyMode` set it before React started. */
const snapshot = (): boolean => 'easy' in document.documentElement.dataset;

export function setEasyMode(value: boolean): void {
  try {
    if (value) window.localStorage.setItem(EASY_MODE_KEY, '1');
    else window.localStorage.removeItem(EASY_MODE_KEY);
  } catch {
    // Without storage the mode lasts as long as the page.
  }
  if (value === snapshot()) return;
  applyEasyMode(value);
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useEasyMode(): boolean {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
