import { Trans, useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useRealtime } from '@/lib/realtime/realtime-context';
import { useSession } from '@/lib/session';
import { useCallControl } from '../hooks/use-call-control';
import { useIncomingCall } from '../hooks/use-incoming-call';
import { bigButton } from './call-button';
import { CallScreen } from './call-screen';
import { IncomingCallDialog } from './incoming-call-dialog';
import { ReadTogether } from './read-together';

/**
 * Mounted once for the signed-in app: the call screen of this tab's call, and the ringing of a
 * call to the chosen profile.
 */
export default function CallOverlay() {
  const { t } = useLingui();
  const channel = useRealtime()?.calls;
  const me = useSession().profile?.id;
  const control = useCallControl(channel, me);
  const [incoming, dismiss] = useIncomingCall(channel, me);
  const { active } = control;
  const [choosing, setChoosing] = useState(false);
  // Each call starts without the library open.
  useEffect(() => setChoosing(false), [active?.session]);
  if (active?.session.error) {
    const error = active.session.error;
    return (
      <RadixDialog.Root open onOpenChange={(open) => !open && control.close()}>
        <RadixDialog.Portal>
          <RadixDialog.Content
            role="alertdialog"
            aria-describedby={undefined}
            className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-ink p-6 text-center text-white"
          >
            <RadixDialog.Title className="text-3xl font-bold">
              <Trans>The call could not start</Trans>
            </RadixDialog.Title>
            <p className="text-xl">
              {error instanceof Error ? error.message : t`Please try again.`}
            </p>
            <button
              type="button"
              onClick={control.close}
              className={bigButton('bg-white text-ink')}
            >
              <Trans>Close</Trans>
            </button>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    );
  }
  if (active) {
    const { session } = active;
    return (
      <CallScreen session={session} title={active.title} onReadTogether={() => setChoosing(true)}>
        <ReadTogether
          session={session}
          profileId={session.profileId}
          conversationId={session.conversationId}
          choosing={choosing}
          onChosen={() => setChoosing(false)}
        />
      </CallScreen>
    );
  }
  if (!incoming) return null;
  return (
    <IncomingCallDialog
      incoming={incoming}
      onAnswer={() => {
        dismiss();
        control.answer(incoming);
      }}
      onDecline={() => {
        dismiss();
        control.decline(incoming);
      }}
    />
  );
}
