import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import type { Achievement } from '../api/demo-types';
import { achievementText } from '../lib/achievement-rules';

const SHOW_MS = 6000;

/**
 * Which freshly earned badges to celebrate right now. Kept here rather than in the toast so the
 * live region can move into an open dialog (Radix hides the rest of the page from screen readers)
 * without replaying an old celebration when it remounts.
 */
export function useCelebration(justEarned: Achievement[]): Achievement[] {
  const [visible, setVisible] = useState<Achievement[]>([]);
  useEffect(() => {
    if (justEarned.length === 0) return;
    setVisible(justEarned);
    const timer = setTimeout(() => setVisible([]), SHOW_MS);
    return () => clearTimeout(timer);
  }, [justEarned]);
  return visible;
}

/** One sentence per badge, in the active language. */
export function celebrationText(earned: Achievement[]): string {
  return earned
    .map((a) => {
      const { title } = achievementText(a);
      return i18n._(msg`Achievement unlocked: ${title}!`);
    })
    .join(' ');
}
