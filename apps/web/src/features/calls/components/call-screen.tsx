import { Trans, useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { BookOpen, Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { CallSession } from '../hooks/call-session';
import { useCallVersion } from '../hooks/use-call-version';
import { CallButton } from './call-button';
import { ParticipantTile } from './participant-tile';
import { StreamVideo } from './stream-video';

interface CallScreenProps {
  session: CallSession;
  title: string;
  /** "Read together": the story library, when the call can share one. */
  onReadTogether?: () => void;
  /** What shows over the videos (the story read together). */
  children?: ReactNode;
}

/** Full screen: the others large, oneself small, and the call's big buttons. */
export function CallScreen({ session, title, onReadTogether, children }: CallScreenProps) {
  const { t } = useLingui();
  useCallVersion(session);
  const { call, own, local } = session;
  const video = call?.video ?? true;
  const peers = [...session.peers.values()];
  const hangUp = () => void session.hangUp();
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && hangUp()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col gap-3 bg-ink p-3 text-white"
        >
          <RadixDialog.Title dir="auto" className="text-2xl font-bold">
            {video ? t`Video call: ${title}` : t`Voice call: ${title}`}
          </RadixDialog.Title>
          {children}
          <div
            className={`relative grid min-h-0 flex-1 auto-rows-fr gap-3 overflow-hidden ${
              peers.length > 1 ? 'sm:grid-cols-2' : ''
            }`}
          >
            {peers.length === 0 ? (
              <p role="status" className="m-auto text-3xl font-semibold">
                {session.status === 'joining' ? (
                  <Trans>Joining...</Trans>
                ) : (
                  <Trans>Calling...</Trans>
                )}
              </p>
            ) : (
              peers.map((peer) => <ParticipantTile key={peer.id} peer={peer} video={video} />)
            )}
            {video && local?.getVideoTracks().length && !own.camera_off ? (
              <div className="absolute bottom-3 end-3 h-36 w-28 overflow-hidden rounded-card border-2 border-white bg-black sm:h-48 sm:w-36">
                <StreamVideo stream={local} label={t`Your own video`} own />
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-center gap-3 pb-2">
            <CallButton
              label={own.muted ? t`Unmute` : t`Mute`}
              icon={own.muted ? MicOff : Mic}
              pressed={own.muted}
              onClick={() => session.toggleMute()}
            />
            {video ? (
              <>
                <CallButton
                  label={own.camera_off ? t`Turn camera on` : t`Turn camera off`}
                  icon={own.camera_off ? VideoOff : Video}
                  pressed={own.camera_off}
                  onClick={() => session.toggleCamera()}
                />
                <CallButton
                  label={t`Switch camera`}
                  icon={SwitchCamera}
                  onClick={() => void session.switchCamera()}
                />
              </>
            ) : null}
            {onReadTogether ? (
              <CallButton label={t`Read together`} icon={BookOpen} onClick={onReadTogether} />
            ) : null}
            <CallButton label={t`Hang up`} icon={PhoneOff} danger onClick={hangUp} />
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
