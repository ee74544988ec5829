import { Trans, useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Phone, PhoneOff, Video } from 'lucide-react';
import { useKidMode } from '@/lib/kid-mode';
import { useSession } from '@/lib/session';
import { useAutoAnswer } from '../hooks/use-auto-answer';
import type { IncomingCall } from '../hooks/use-incoming-call';
import { useRingTone } from '../hooks/use-ring-tone';
import { bigButton } from './call-button';

interface IncomingCallDialogProps {
  incoming: IncomingCall;
  onAnswer: () => void;
  onDecline: () => void;
}

/** Full screen, ringing: who calls, and "Answer" or "Decline" (or a countdown to answer). */
export function IncomingCallDialog({ incoming, onAnswer, onDecline }: IncomingCallDialogProps) {
  const { t } = useLingui();
  // A grandparent's linked tablet is a device session too, and answers its list by itself.
  const kidMode = useKidMode();
  const kind = useSession().profile?.kind;
  const kid = kidMode !== null && kind !== 'assisted';
  const caller = incoming.call.participants[0]?.nickname ?? '';
  const callerId = incoming.call.started_by;
  const auto = useAutoAnswer(incoming.profileId, callerId, onAnswer, !kid);
  useRingTone(true);
  const Icon = incoming.call.video ? Video : Phone;
  const seconds = auto.seconds;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onDecline()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-8 bg-ink p-6 text-center text-white"
        >
          <Icon aria-hidden="true" className="size-16 animate-pulse" />
          <RadixDialog.Title dir="auto" className="text-4xl font-bold">
            {incoming.call.video ? t`${caller} is video calling` : t`${caller} is calling`}
          </RadixDialog.Title>
          <p dir="auto" className="text-xl">
            {incoming.title}
          </p>
          {seconds !== null ? (
            <div className="flex flex-col items-center gap-3">
              <p role="timer" aria-live="polite" className="text-2xl font-semibold">
                <Trans>Answering by itself in {seconds} s</Trans>
              </p>
              <button
                type="button"
                onClick={auto.cancel}
                className={bigButton('bg-surface text-ink')}
              >
                <Trans>Don't answer</Trans>
              </button>
            </div>
          ) : null}
          <div className="flex flex-wrap justify-center gap-8">
            <button type="button" onClick={onDecline} className={bigButton('bg-danger text-white')}>
              <PhoneOff aria-hidden="true" className="size-8" />
              <Trans>Decline</Trans>
            </button>
            <button type="button" onClick={onAnswer} className={bigButton('bg-success text-white')}>
              <Icon aria-hidden="true" className="size-8" />
              <Trans>Answer</Trans>
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
