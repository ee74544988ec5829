import type { Message } from '@hearth/shared';

export type OutboxStatus = 'sending' | 'failed';

export interface OutboxItem {
  /** Made by the client; the server stores a message once per client id, however often sent. */
  client_id: string;
  profile_id: string;
  conversation_id: string;
  content: string;
  created_at: string;
  status: OutboxStatus;
  /** Set after a transient failure: the message waits for the network or the server to return. */
  waiting?: boolean;
}

/** Each account has its own outbox, so a message never goes out under someone else's sign-in. */
export const outboxKey = (accountId: string) => `hearth_outbox:${accountId}`;

export type SendFn = (item: OutboxItem) => Promise<Message>;

/** True when trying again later may work: no answer, or the server was busy or broken. */
export function isTransient(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number') return true;
  return status === 408 || status === 429 || status >= 500;
}

/**
 * Messages written but not yet acknowledged, kept in browser storage so that neither a lost
 * network nor a reload loses them. They go out one at a time, oldest first.
 */
export class Outbox {
  private items: OutboxItem[];
  private flushing: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly storage: Storage,
    private readonly send: SendFn,
    private readonly onSent: (item: OutboxItem, message: Message) => void,
    private readonly key = 'hearth_outbox',
  ) {
    this.items = this.load();
  }

  snapshot(): readonly OutboxItem[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(item: Omit<OutboxItem, 'status' | 'created_at'>): Promise<void> {
    this.update([
      ...this.items,
      { ...item, status: 'sending', created_at: new Date().toISOString() },
    ]);
    return this.flush();
  }

  retry(clientId: string): Promise<void> {
    this.patch(clientId, { status: 'sending', waiting: false });
    return this.flush();
  }

  /** The storage key, so that the app can hear another tab change it. */
  get storageKey(): string {
    return this.key;
  }

  /**
   * Another tab wrote the outbox: take in what it added and keep what only this tab holds, so
   * neither tab's write drops the other's unsent message. A message both send is stored once
   * anyway (same client id).
   */
  syncFromStorage(): void {
    const stored = this.load();
    const known = new Set(stored.map((i) => i.client_id));
    // Oldest first across both tabs, so that the flush keeps the order they were written in.
    const merged = [...stored, ...this.items.filter((i) => !known.has(i.client_id))].sort((a, b) =>
      a.created_at.localeCompare(b.created_at),
    );
    const same =
      merged.length === this.items.length &&
      merged.every((item, n) => item.client_id === this.items[n]?.client_id);
    if (!same) this.update(merged);
  }

  /** True while a message waits to be sent (not failed for good). */
  hasPending(): boolean {
    return this.items.some((i) => i.status === 'sending');
  }

  discard(clientId: string): void {
    this.update(this.items.filter((i) => i.client_id !== clientId));
  }

  /** Sends what waits, in order; stops at the first transient failure and keeps the rest. */
  flush(): Promise<void> {
    this.flushing ??= this.drain().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async drain(): Promise<void> {
    // A new attempt: what waited is being sent again (and says so) until it fails again.
    if (this.items.some((i) => i.waiting)) {
      this.update(this.items.map((i) => (i.waiting ? { ...i, waiting: false } : i)));
    }
    for (;;) {
      const next = this.items.find((i) => i.status === 'sending');
      if (!next) return;
      try {
        const message = await this.send(next);
        // The stored message is shown before the pending copy goes, so nothing flickers away.
        this.onSent(next, message);
        this.update(this.items.filter((i) => i.client_id !== next.client_id));
      } catch (error) {
        if (isTransient(error)) {
          if (!next.waiting) this.patch(next.client_id, { waiting: true });
          return;
        }
        this.patch(next.client_id, { status: 'failed', waiting: false });
      }
    }
  }

  private patch(clientId: string, change: Partial<OutboxItem>): void {
    this.update(this.items.map((i) => (i.client_id === clientId ? { ...i, ...change } : i)));
  }

  private update(items: OutboxItem[]): void {
    this.items = items;
    try {
      this.storage.setItem(this.key, JSON.stringify(items));
    } catch {
      // Storage full or blocked: the messages still go out from memory.
    }
    this.listeners.forEach((listener) => listener());
  }

  private load(): OutboxItem[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as OutboxItem[]) : [];
    } catch {
      return [];
    }
  }
}
