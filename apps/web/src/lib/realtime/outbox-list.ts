import type { OutboxChange, OutboxItem } from './outbox-item';
import { mergeStored } from './outbox-merge';
import type { OutboxStore } from './outbox-store';
import { OutboxWrites } from './outbox-writes';

/**
 * The outbox's items, in this tab's memory and in storage: every change is shown at once and
 * written behind; storage is read again when other tabs change it.
 */
export class OutboxList {
  protected items: readonly OutboxItem[] = [];
  protected readonly loaded: Promise<void>;
  private readonly writes: OutboxWrites;
  private readonly listeners = new Set<() => void>();

  constructor(protected readonly store: OutboxStore) {
    this.writes = new OutboxWrites(store);
    this.loaded = this.reload();
  }

  snapshot(): readonly OutboxItem[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Takes in what other tabs of the same account add, send or discard, until called back. */
  watchOtherTabs(): () => void {
    return this.store.watch(() => void this.reload());
  }

  protected find(clientId: string): OutboxItem | undefined {
    return this.items.find((i) => i.client_id === clientId);
  }

  protected patch(clientId: string, change: OutboxChange): Promise<void> {
    const changed = (i: OutboxItem) => ({ ...i, ...change }) as OutboxItem;
    this.update(this.items.map((i) => (i.client_id === clientId ? changed(i) : i)));
    return this.write(clientId, (store) => store.patch(clientId, change));
  }

  protected remove(clientId: string): void {
    this.update(this.items.filter((i) => i.client_id !== clientId));
    void this.write(clientId, (store) => store.remove(clientId));
  }

  protected write(clientId: string, act: (store: OutboxStore) => Promise<void>): Promise<void> {
    return this.writes.write(clientId, act);
  }

  protected update(items: readonly OutboxItem[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }

  /** Takes in storage's items (what other tabs added, sent or discarded). */
  private async reload(): Promise<void> {
    let stored: OutboxItem[];
    try {
      stored = await this.store.load();
    } catch {
      return;
    }
    const merged = mergeStored(this.items, stored, (id) => this.writes.busy(id));
    if (merged) this.update(merged);
  }
}
