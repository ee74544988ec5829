import { useLingui } from '@lingui/react/macro';
import type { MessageAudio } from '@hearth/shared';
import { AudioPlayer } from '@/components/ui/audio-player';
import { spokenDuration } from '@/lib/voice/spoken-duration';

interface VoiceMessageProps {
  audio: MessageAudio;
  /** The sender's nickname, or null for the profile's own message. */
  nickname: string | null;
  autoPlay: boolean;
  onPlay: () => void;
  onEnded: () => void;
}

/** A voice message's player: "Play voice message from Grandma, 12 seconds". */
export function VoiceMessage({ audio, nickname, autoPlay, onPlay, onEnded }: VoiceMessageProps) {
  const { t } = useLingui();
  const seconds = audio.duration_ms / 1000;
  const duration = spokenDuration(seconds);
  // The player's name, as in "Play voice message from Grandma, 12 seconds".
  const label = nickname
    ? t({
        message: `voice message from ${nickname}, ${duration}`,
        comment: 'names a player: "Play …", "Position in …"; {duration} is like "12 seconds"',
      })
    : t({
        message: `your voice message, ${duration}`,
        comment: 'names a player: "Play …", "Position in …"; {duration} is like "12 seconds"',
      });
  return (
    <AudioPlayer
      src={audio.url}
      durationSeconds={seconds}
      label={label}
      tone={nickname ? 'light' : 'dark'}
      waveform={audio.waveform}
      speedControl
      autoPlay={autoPlay}
      onPlay={onPlay}
      onEnded={onEnded}
    />
  );
}
