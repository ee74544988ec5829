import type { Message } from '@hearth/shared';
import type { OutboxItem } from './outbox-item';

export interface SendProgress {
  /** A voice message's audio is stored on the server: remember it, so it is not sent again. */
  uploaded(mediaId: string): Promise<void>;
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
