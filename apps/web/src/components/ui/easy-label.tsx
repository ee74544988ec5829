import type { ReactNode } from 'react';

/**
 * The words of a button that is otherwise an icon: read aloud always, shown in easy mode, where
 * every button says what it does. Give it the same words as the button's aria-label.
 */
export function EasyLabel({ children }: { children: ReactNode }) {
  return <span className="sr-only easy:not-sr-only">{children}</span>;
}
