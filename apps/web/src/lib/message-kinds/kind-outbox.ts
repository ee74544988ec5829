import type { OutboxItem } from '../realtime/outbox-item';
import type { SendProgress } from '../realtime/outbox-send';

/** The fields of a send that a kind's uploads fill, named as `sendMessage` takes them. */
export interface SendUploads {
  audioId?: string;
  waveform?: readonly number[];
  photoIds?: readonly string[];
  videoId?: string;
  posterId?: string;
}

/** What the outbox lends a kind to upload its files. */
export interface UploadTools {
  /** Stores one file on the server, once by its client id: its media id. */
  upload(
    file: Blob,
    clientId: string,
    options: { signal: AbortSignal; onProgress?: (fraction: number) => void },
  ): Promise<string>;
  progress: SendProgress;
}

/** How the outbox sends an item of a kind it carries. */
export interface KindOutbox<I extends OutboxItem = OutboxItem> {
  /**
   * Uploads what the item has not stored yet, each upload remembered with the item (an attempt
   * after a lost answer only sends): the send's fields they fill.
   */
  upload(item: I, tools: UploadTools): Promise<SendUploads>;
  /** What of its uploads is stored: a tab's copy with less is older than storage's. */
  stored(item: I): string | undefined;
  /**
   * What the writer sees of it while it goes out, in place of its text (null: its text): a
   * recording's length, its photos' count.
   */
  pending(item: I): string | null;
  /** Whether the writer may cancel it while it is being sent (files take long to go up). */
  cancellable: boolean;
}

/** A kind's outbox part: how it is sent, or null for a kind no one sends from a composer. */
export type OutboxPart<K extends string> = K extends OutboxItem['kind']
  ? KindOutbox<Extract<OutboxItem, { kind: K }>>
  : null;
