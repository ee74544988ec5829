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
  const seconds = audio.duration_ms / 1000;
  const what = nickname ? `voice message from ${nickname}` : 'your voice message';
  return (
    <AudioPlayer
      src={audio.url}
      durationSeconds={seconds}
      label={`${what}, ${spokenDuration(seconds)}`}
      tone={nickname ? 'light' : 'dark'}
      waveform={audio.waveform}
      speedControl
      autoPlay={autoPlay}
      onPlay={onPlay}
      onEnded={onEnded}
    />
  );
}
