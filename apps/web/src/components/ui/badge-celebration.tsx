import { useEffect } from 'react';
import { dismissCelebration, useCelebration } from '@/lib/badge-celebrations';
import { CelebrationToast } from './celebration-toast';

const SHOWN_MS = 6000;

/** A newly earned badge, cheered once; the toast goes away on its own. */
export function BadgeCelebration() {
  const celebration = useCelebration();
  useEffect(() => {
    if (!celebration) return;
    const timer = setTimeout(dismissCelebration, SHOWN_MS);
    return () => clearTimeout(timer);
  }, [celebration]);
  if (!celebration) return null;
  return (
    <CelebrationToast icon={celebration.badge.icon} testId="badge-celebration">
      <p role="status" className="text-lg font-bold">
        {`You earned a badge: ${celebration.badge.title}!`}
      </p>
    </CelebrationToast>
  );
}
