import type { Message } from '@hearth/shared';
import type { OutboxChange, OutboxDraft, OutboxItem } from './outbox-item';
import { failureOf, isTransient, type SendFn } from './outbox-send';
import type { OutboxStore } from './outbox-store';

export type * from './outbox-item';
export * from './outbox-send';

/** What of an item's uploads is stored: a tab's copy with less is older than storage's. */
function mediaOf(item: OutboxItem): string | undefined {
  if (item.kind === 'voice') return item.media_id;
  if (item.kind === 'photo' || item.kind === 'video') return item.media_ids?.join();
  return undefined;
}

/**
 * Messages written but not yet acknowledged, kept on this device so that neither a lost network
 * nor a reload loses them. They go out one at a time, oldest first; each is kept in storage
 * before its first send.
 */
export class Outbox {
  private items: readonly OutboxItem[] = [];
  private readonly loaded: Promise<void>;
  /** Client ids with a storage write under way: here, this tab's copy is the newer one. */
  private readonly writing = new Map<string, number>();
  /** Items added but not yet in storage: none is sent before it is kept. */
  private readonly saving = new Map<string, Promise<void>>();
  private flushing: Promise<void> | null = null;
  /** The item being sent now, and how to stop it if the writer cancels it. */
  private current: { clientId: string; controller: AbortController } | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly store: OutboxStore,
    private readonly send: SendFn,
    private readonly onSent: (item: OutboxItem, message: Message) => void,
  ) {
    this.loaded = this.reload();
  }

  snapshot(): readonly OutboxItem[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once the message is kept in storage and a first attempt to send it is over. */
  async add(draft: OutboxDraft): Promise<void> {
    if (this.items.some((i) => i.client_id === draft.client_id)) return this.flush();
    const item = {
      ...draft,
      kind: draft.kind ?? 'text',
      status: 'sending',
      created_at: new Date().toISOString(),
    } as OutboxItem;
    this.update([...this.items, item]);
    const saved = this.write(item.client_id, (store) => store.add(item));
    this.saving.set(item.client_id, saved);
    await saved;
    this.saving.delete(item.client_id);
    return this.flush();
  }

  retry(clientId: string): Promise<void> {
    void this.patch(clientId, { status: 'sending', waiting: false, failure: undefined });
    return this.flush();
  }

  /** Drops a message; one being sent (its photos going up) is stopped where it is. */
  discard(clientId: string): void {
    this.remove(clientId);
    if (this.current?.clientId === clientId) this.current.controller.abort();
  }

  /** True while a message waits to be sent (not failed for good). */
  hasPending(): boolean {
    return this.items.some((i) => i.status === 'sending');
  }

  /** Takes in what other tabs of the same account add, send or discard, until called back. */
  watchOtherTabs(): () => void {
    return this.store.watch(() => void this.reload());
  }

  /** Sends what waits, in order; stops at the first transient failure and keeps the rest. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async drain(): Promise<void> {
    await this.loaded;
    // A new attempt: what waited is being sent again (and says so) until it fails again.
    if (this.items.some((i) => i.waiting)) {
      this.update(this.items.map((i) => (i.waiting ? { ...i, waiting: false } : i)));
    }
    for (;;) {
      const next = this.items.find((i) => i.status === 'sending');
      if (!next) return;
      await this.saving.get(next.client_id);
      const id = next.client_id;
      const controller = new AbortController();
      this.current = { clientId: id, controller };
      try {
        const message = await this.send(next, {
          uploaded: (mediaId) => this.patch(id, { media_id: mediaId }),
          uploadedFile: (index, mediaId) => this.uploadedFile(id, index, mediaId),
          progress: (index, fraction) => this.progress(id, index, fraction),
          signal: controller.signal,
        });
        // The stored message is shown before the pending copy goes, so nothing flickers away.
        this.onSent(next, message);
        this.remove(id);
      } catch (error) {
        // Cancelled by the writer: it is gone, and the next one goes on.
        if (controller.signal.aborted) continue;
        if (isTransient(error)) {
          if (!next.waiting) void this.patch(id, { waiting: true });
          return;
        }
        void this.patch(id, { status: 'failed', waiting: false, failure: failureOf(error) });
      } finally {
        this.current = null;
      }
    }
  }

  private uploadedFile(clientId: string, index: number, mediaId: string): Promise<void> {
    const item = this.items.find((i) => i.client_id === clientId);
    if (item?.kind !== 'photo' && item?.kind !== 'video') return Promise.resolve();
    const ids = item.files.map((_file, n) => item.media_ids?.[n] ?? null);
    ids[index] = mediaId;
    return this.patch(clientId, { media_ids: ids });
  }

  /** Progress is this tab's view only: it changes the item on screen, never storage. */
  private progress(clientId: string, index: number, fraction: number): void {
    const item = this.items.find((i) => i.client_id === clientId);
    if (item?.kind !== 'photo' && item?.kind !== 'video') return;
    const progress = item.files.map((_file, n) => item.progress?.[n] ?? 0);
    progress[index] = fraction;
    this.update(this.items.map((i) => (i === item ? { ...item, progress } : i)));
  }

  private patch(clientId: string, change: OutboxChange): Promise<void> {
    const changed = (i: OutboxItem) => ({ ...i, ...change }) as OutboxItem;
    this.update(this.items.map((i) => (i.client_id === clientId ? changed(i) : i)));
    return this.write(clientId, (store) => store.patch(clientId, change));
  }

  private remove(clientId: string): void {
    this.update(this.items.filter((i) => i.client_id !== clientId));
    void this.write(clientId, (store) => store.remove(clientId));
  }

  private async write(clientId: string, act: (store: OutboxStore) => Promise<void>) {
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

  /**
   * Storage is the truth for items this tab is not changing right now; an item that is gone from
   * it was sent or discarded elsewhere. Items being written keep this tab's copy.
   */
  private async reload(): Promise<void> {
    let stored: OutboxItem[];
    try {
      stored = await this.store.load();
    } catch {
      return;
    }
    const mine = new Map(this.items.map((i) => [i.client_id, i]));
    const busy = (id: string) => this.writing.has(id);
    const kept = stored.flatMap((item) => {
      const own = mine.get(item.client_id);
      if (busy(item.client_id)) return own ? [own] : [];
      if (own && own.status === item.status && mediaOf(own) === mediaOf(item)) return [own];
      return [own?.waiting ? { ...item, waiting: true } : item];
    });
    const known = new Set(stored.map((i) => i.client_id));
    const unsaved = this.items.filter((i) => !known.has(i.client_id) && busy(i.client_id));
    const merged = [...kept, ...unsaved];
    const same =
      merged.length === this.items.length && merged.every((item, n) => item === this.items[n]);
    if (!same) this.update(merged);
  }

  private update(items: readonly OutboxItem[]): void {
    this.items = items;
    this.listeners.forEach((listener) => listener());
  }
}
