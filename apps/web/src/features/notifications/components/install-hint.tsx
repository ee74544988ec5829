import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useInstallPrompt } from '../hooks/use-install-prompt';

/** Shown only where the browser offers installation, until it is used or put aside. */
export function InstallHint() {
  const prompt = useInstallPrompt();
  const [dismissed, setDismissed] = useState(false);
  if (!prompt || dismissed) return null;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="grow text-base">
        <Trans>Keep Hearth on this device, like any other app.</Trans>
      </p>
      <Button onClick={() => void prompt.prompt()}>
        <Trans>Install Hearth</Trans>
      </Button>
      <Button variant="ghost" onClick={() => setDismissed(true)}>
        <Trans>Not now</Trans>
      </Button>
    </div>
  );
}
