import type { OutboxStore } from './outbox-store';

/**
 * The outbox's writes to storage, counted per client id: while an item has one under way, this
 * tab's copy of it is the newer one.
 */
export class OutboxWrites {
  private readonly writing = new Map<string, number>();

  constructor(private readonly store: OutboxStore) {}

  busy(clientId: string): boolean {
    return this.writing.has(clientId);
  }

  async write(clientId: string, act: (store: OutboxStore) => Promise<void>): Promise<void> {
    this.writing.set(clientId, (this.writing.get(clientId) ?? 0) + 1);
    try {
      await act(this.store);
    } catch {
      // Storage full or blocked: the message still goes out from this tab's memory.
    } finally {
      const left = (this.writing.get(clientId) ?? 1) - 1;
      if (left > 0) this.writing.set(clientId, left);
      else this.writing.delete(clientId);
    }
  }
}
