/**
 * Easy mode's first paint: the mode this device was last in, set on <html> before React starts,
 * so that a grandparent's tablet opens big before any answer. Kept apart from the hook
 * (`easy-mode.ts`) so the landing page's first script carries only these few lines.
 */
export const EASY_MODE_KEY = 'easy_mode';

export function storedEasyMode(): boolean {
  try {
    return window.localStorage.getItem(EASY_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

export function applyEasyMode(easy: boolean): void {
  if (easy) document.documentElement.dataset.easy = '';
  else delete document.documentElement.dataset.easy;
}

export function restoreEasyMode(): void {
  applyEasyMode(storedEasyMode());
}
