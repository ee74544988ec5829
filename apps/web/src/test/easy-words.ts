import { setEasyMode } from '@/lib/easy-mode';

/**
 * Asserts that a control says `words` in easy mode: they are its own text, not only its
 * aria-label, and no `sr-only` hides them there (EasyLabel's `easy:not-sr-only` shows them).
 * jsdom applies no CSS, so the classes are what can be read.
 */
export function expectWordsInEasyMode(control: HTMLElement, words: string): void {
  expect(control).toHaveTextContent(words);
  const holder =
    [...control.querySelectorAll<HTMLElement>('*')].find((el) => el.textContent === words) ??
    control;
  for (let el: HTMLElement | null = holder; el && el !== control.parentElement;) {
    if (el.classList.contains('sr-only')) expect(el).toHaveClass('easy:not-sr-only');
    el = el.parentElement;
  }
}

/** Runs a test in easy mode, and leaves it after. */
export function inEasyMode(): void {
  beforeEach(() => setEasyMode(true));
  afterEach(() => setEasyMode(false));
}
