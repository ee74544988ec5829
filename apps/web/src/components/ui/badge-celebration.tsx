import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { dismissCelebration, useCelebration } from '@/lib/badge-celebrations';
import { badgeText } from '@/lib/i18n/shared-texts';
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
  const { title } = badgeText(celebration.badge);
  return (
    <CelebrationToast icon={celebration.badge.icon} testId="badge-celebration">
      <p role="status" className="text-lg font-bold">
        <Trans>You earned a badge: {title}!</Trans>
      </p>
    </CelebrationToast>
  );
}
