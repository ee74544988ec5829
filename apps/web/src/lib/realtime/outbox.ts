import type { Message } from '@hearth/shared';
import type { OutboxDraft, OutboxItem } from './outbox-item';
import { failureOf, isTransient, type SendFn } from './outbox-send';
import { withProgress, withUpload } from './outbox-files';
import { OutboxList } from './outbox-list';
import type { OutboxStore } from './outbox-store';

export type * from './outbox-item';
export * from './outbox-send';

/**
 * Messages written but not yet acknowledged, kept on this device so that neither a lost network
 * nor a reload loses them. They go out one at a time, oldest first; each is kept in storage
 * before its first send.
 */
export class Outbox extends OutboxList {
  /** Items added but not yet in storage: none is sent before it is kept. */
  private readonly saving = new Map<string, Promise<void>>();
  private flushing: Promise<void> | null = null;
  /** The item being sent now, and how to stop it if the writer cancels it. */
  private current: { clientId: string; controller: AbortController } | null = null;

  constructor(
    store: OutboxStore,
    private readonly send: SendFn,
    private readonly onSent: (item: OutboxItem, message: Message) => void,
  ) {
    super(store);
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
    const ids = withUpload(this.find(clientId), index, mediaId);
    return ids ? this.patch(clientId, { media_ids: ids }) : Promise.resolve();
  }

  /** Progress is this tab's view only: it changes the item on screen, never storage. */
  private progress(clientId: string, index: number, fraction: number): void {
    const item = this.find(clientId);
    const moved = withProgress(item, index, fraction);
    if (moved) this.update(this.items.map((i) => (i === item ? moved : i)));
  }
}
