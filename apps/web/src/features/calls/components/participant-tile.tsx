import { useLingui } from '@lingui/react/macro';
import { MicOff, VideoOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CallPeer } from '../hooks/call-session';
import type { LinkState } from '../hooks/peer-link';
import { StreamVideo } from './stream-video';

/** One other participant, large: their video (or name), their connection, their microphone. */
export function ParticipantTile({ peer, video }: { peer: CallPeer; video: boolean }) {
  const { t } = useLingui();
  const { link, nickname } = peer;
  const states: Record<LinkState, string> = {
    connecting: t`Connecting...`,
    connected: t`Connected`,
    reconnecting: t`Reconnecting...`,
    closed: t`Left the call`,
  };
  const showVideo = video && !link.media.camera_off;
  return (
    <figure
      aria-label={nickname}
      className="relative flex min-h-0 items-center justify-center overflow-hidden rounded-card bg-black"
    >
      {showVideo ? (
        <StreamVideo
          key={link.remote.getTracks().length}
          stream={link.remote}
          label={t`Video of ${nickname}`}
        />
      ) : (
        <>
          <p dir="auto" className="text-4xl font-bold">
            {nickname}
          </p>
          <RemoteAudio key={link.remote.getTracks().length} stream={link.remote} />
        </>
      )}
      <figcaption className="absolute inset-x-0 bottom-0 flex flex-wrap items-center gap-3 bg-black/60 px-4 py-2 text-xl">
        <span dir="auto" className="font-semibold">
          {nickname}
        </span>
        <span role="status">{states[link.state]}</span>
        {link.media.muted ? (
          <span className="flex items-center gap-1">
            <MicOff aria-hidden="true" className="size-6" />
            {t`Muted`}
          </span>
        ) : null}
        {video && link.media.camera_off ? (
          <span className="flex items-center gap-1">
            <VideoOff aria-hidden="true" className="size-6" />
            {t`Camera off`}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** A voice call (or a camera turned off) still plays the other side's voice. */
function RemoteAudio({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLAudioElement>(null);
  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    audio.srcObject = stream;
    void audio.play?.()?.catch(() => undefined);
  }, [stream]);
  return <audio ref={ref} autoPlay />;
}
