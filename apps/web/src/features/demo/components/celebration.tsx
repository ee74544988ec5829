import { useLingui } from '@lingui/react';
import { CelebrationToast as Toast } from '@/components/ui/celebration-toast';
import type { Achievement } from '../api/demo-types';
import { celebrationText } from '../hooks/use-celebration';

/** The words for screen readers; rendered wherever the user currently is (page or open dialog). */
export function CelebrationAnnouncer({ earned }: { earned: Achievement[] }) {
  useLingui(); // the words follow the active language
  return (
    <p role="status" aria-live="polite" className="sr-only">
      {celebrationText(earned)}
    </p>
  );
}

/** The visible cheer; hidden from screen readers, which hear the announcer instead. */
export function CelebrationToast({ earned }: { earned: Achievement[] }) {
  useLingui();
  if (earned.length === 0) return null;
  return (
    <Toast icon={earned[0]?.icon ?? 'trophy'} testId="celebration" hidden>
      <span className="text-lg font-bold">{celebrationText(earned)}</span>
    </Toast>
  );
}
