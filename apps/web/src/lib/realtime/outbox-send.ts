import type { Message } from '@hearth/shared';
import { errorCodeFor } from '../api-client';
import type { OutboxFailure, OutboxItem } from './outbox-item';

export interface SendProgress {
  /** A voice message's audio is stored on the server: remember it, so it is not sent again. */
  uploaded(mediaId: string): Promise<void>;
  /** A photo or video message's file at `index` is stored: the same, file by file. */
  uploadedFile(index: number, mediaId: string): Promise<void>;
  /** How far the file at `index` has gone up, from 0 to 1 (shown, not kept). */
  progress(index: number, fraction: number): void;
  /** Aborted when the writer cancels the message while it is being sent. */
  signal: AbortSignal;
}

export type SendFn = (item: OutboxItem, progress: SendProgress) => Promise<Message>;

/** Thrown by a send that can never succeed as it is (the item is marked failed, not retried). */
export class UnsendableError extends Error {}

/** True when trying again later may work: no answer, or the server was busy or broken. */
export function isTransient(error: unknown): boolean {
  if (error instanceof UnsendableError) return false;
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status === 408 || status === 429 || status >= 500;
}

/** The server's reason for a refusal (413, 415, 422...), kept with the item to show it. */
export function failureOf(error: unknown): OutboxFailure | undefined {
  const body = (error as { body?: unknown } | null)?.body as Record<string, unknown> | undefined;
  if (typeof body !== 'object' || body === null || typeof body.error !== 'string') return;
  const code = errorCodeFor(body, body.error);
  return { error: body.error, ...(code ? { code } : {}) };
}
