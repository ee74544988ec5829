export type OutboxStatus = 'sending' | 'failed';

interface OutboxItemBase {
  /** Made by the client; the server stores a message once per client id, however often sent. */
  client_id: string;
  profile_id: string;
  conversation_id: string;
  /** The text of a text message; the optional caption of a voice message. */
  content: string;
  /** The story prompt the message answers or asks with. */
  prompt_id?: string;
  created_at: string;
  status: OutboxStatus;
  /** Set after a transient failure: the message waits for the network or the server to return. */
  waiting?: boolean;
}

export interface TextOutboxItem extends OutboxItemBase {
  kind: 'text';
}

export interface VoiceOutboxItem extends OutboxItemBase {
  kind: 'voice';
  /** The recording as made; kept on this device until the message is acknowledged. */
  audio: Blob;
  /** What the recorder produced (`audio/mp4`, `audio/webm;codecs=opus`, ...). */
  mime_type: string;
  duration_ms: number;
  /** About 50 bars, each 0-255, computed once from the recording. */
  waveform: number[];
  /**
   * The stored upload, once the server acknowledged it: a send tried again after a lost answer
   * goes on from here instead of uploading the bytes again.
   */
  media_id?: string;
}

export type OutboxItem = TextOutboxItem | VoiceOutboxItem;

type Fixed = 'status' | 'created_at' | 'waiting';

/** What a screen hands to the outbox: a text (`kind` may be left out) or a voice message. */
export type OutboxDraft =
  | (Omit<TextOutboxItem, Fixed | 'kind'> & { kind?: 'text' })
  | Omit<VoiceOutboxItem, Fixed | 'media_id'>;

/** What changes on an item after it was written; `waiting` is this tab's view only. */
export interface OutboxChange {
  status?: OutboxStatus;
  waiting?: boolean;
  media_id?: string;
}
