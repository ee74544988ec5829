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
  /** The message of the same conversation this one answers. */
  reply_to_id?: string;
  created_at: string;
  status: OutboxStatus;
  /** Set after a transient failure: the message waits for the network or the server to return. */
  waiting?: boolean;
  /** Why the server refused it for good (its sentence and code), shown in the person's language. */
  failure?: OutboxFailure;
}

export interface OutboxFailure {
  error: string;
  code?: string;
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

/** One photo or video of a message, with the client id that makes its upload idempotent. */
export interface OutboxFile {
  blob: Blob;
  client_id: string;
}

interface FilesOutboxItemBase extends OutboxItemBase {
  /**
   * The stored uploads so far, by the files' positions: a send tried again (after a lost answer,
   * a reload) uploads only what is missing.
   */
  media_ids?: (string | null)[];
  /** This tab's view only: each file's upload, from 0 to 1, while it is being sent. */
  progress?: number[];
}

/** A photo message: 1 to LIMITS.photosPerMessage photos in order; `content` is the caption. */
export interface PhotoOutboxItem extends FilesOutboxItemBase {
  kind: 'photo';
  files: OutboxFile[];
}

/** A video message: `files` is the video, then the poster drawn from its first second if any. */
export interface VideoOutboxItem extends FilesOutboxItemBase {
  kind: 'video';
  files: [OutboxFile] | [OutboxFile, OutboxFile];
  duration_ms?: number;
}

export type OutboxItem = TextOutboxItem | VoiceOutboxItem | PhotoOutboxItem | VideoOutboxItem;
export type FilesOutboxItem = PhotoOutboxItem | VideoOutboxItem;

type Fixed = 'status' | 'created_at' | 'waiting' | 'failure';

/** What a screen hands to the outbox: a text (`kind` may be left out), voice, photos or video. */
export type OutboxDraft =
  | (Omit<TextOutboxItem, Fixed | 'kind'> & { kind?: 'text' })
  | Omit<VoiceOutboxItem, Fixed | 'media_id'>
  | Omit<PhotoOutboxItem, Fixed | 'media_ids' | 'progress'>
  | Omit<VideoOutboxItem, Fixed | 'media_ids' | 'progress'>;

/** What changes on an item after it was written; `waiting` and `progress` are this tab's only. */
export interface OutboxChange {
  status?: OutboxStatus;
  waiting?: boolean;
  failure?: OutboxFailure;
  media_id?: string;
  media_ids?: (string | null)[];
  progress?: number[];
}
