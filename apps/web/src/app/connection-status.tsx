import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useConnectionState } from '@/lib/realtime/realtime-context';
import { useOnline } from '@/lib/use-browser-state';

// A reconnect usually takes a moment; only one that lasts is worth a word.
const SHOW_AFTER_MS = 2000;

/**
 * Discreet: nothing while connected; a thin "Reconnecting…" bar under the header when the live
 * connection has been down for a while. It takes its own line rather than floating, so it never
 * covers a conversation's title. The status region is always there so the change is announced.
 */
export function ConnectionStatus() {
  const state = useConnectionState();
  const online = useOnline();
  const down = !online || state !== 'online';
  const [show, setShow] = useState(false);

  useEffect(() => {
    if (!down) return setShow(false);
    const timer = setTimeout(() => setShow(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [down]);

  return (
    <div role="status">
      {show ? (
        <span className="block w-full bg-ink px-4 py-1 text-center text-base text-white">
          <Trans>Reconnecting…</Trans>
        </span>
      ) : null}
    </div>
  );
}
