import { Trans, useLingui } from '@lingui/react/macro';
import { Share, SquarePlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/** iPhone and iPad notify only apps on the Home Screen (iOS 16.4 and later): two taps in Safari. */
export function IosInstallGuide() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Add Hearth to your Home Screen</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t`Add Hearth to your Home Screen`}>
        <ol className="flex flex-col gap-4 text-base">
          <li className="flex items-center gap-3">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-card bg-bubble">
              <Share aria-hidden="true" className="size-6 text-primary" />
            </span>
            <span>
              <Trans comment="Share is the name of Safari's button, as iOS shows it in the reader's language">
                1. In Safari, tap <strong>Share</strong> at the bottom of the screen.
              </Trans>
            </span>
          </li>
          <li className="flex items-center gap-3">
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-card bg-bubble">
              <SquarePlus aria-hidden="true" className="size-6 text-primary" />
            </span>
            <span>
              <Trans comment="Add to Home Screen and Add are the names iOS shows, in the reader's language">
                2. Scroll down and tap <strong>Add to Home Screen</strong>, then{' '}
                <strong>Add</strong>.
              </Trans>
            </span>
          </li>
          <li>
            <Trans>3. Open Hearth from its new icon and turn on notifications there.</Trans>
          </li>
        </ol>
        <Button onClick={() => setOpen(false)}>
          <Trans>Done</Trans>
        </Button>
      </Dialog>
    </>
  );
}
