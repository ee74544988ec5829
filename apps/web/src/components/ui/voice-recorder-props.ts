import type { Recorder, VoiceRecording } from '@/lib/voice/use-recorder';

/** What every voice recorder takes: the step one (stories) and the one-gesture one (messages). */
export interface VoiceRecorderProps {
  recorder: Recorder;
  onSend: (recording: VoiceRecording) => Promise<void>;
  recordLabel?: string;
  sendLabel?: string;
  /** Idle as a round microphone button (beside a text field) instead of a labelled one. */
  compact?: boolean;
  /** Idle as one large labelled button across the row (kid mode). */
  large?: boolean;
  /** Hold to talk or tap to start and tap to send, with the preview optional (voice messages). */
  oneGesture?: boolean;
}
