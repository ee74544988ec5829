import { durableWrite, fromRecord, outboxDb, toRecord, type OutboxRecord } from './outbox-db';
import type { OutboxChange, OutboxItem } from './outbox-item';
import { legacyOutboxKey, migrateLegacyOutbox } from './outbox-legacy';

/** Where an outbox keeps its items between page loads. */
export interface OutboxStore {
  /** The account's items, in the order they were written. */
  load(): Promise<OutboxItem[]>;
  /** Keeps the item; one whose client id is already kept stays as it is. */
  add(item: OutboxItem): Promise<void>;
  /** Changes a kept item; one that is gone stays gone. */
  patch(clientId: string, change: OutboxChange): Promise<void>;
  remove(clientId: string): Promise<void>;
  /** Calls back whenever another tab changed this account's items. */
  watch(listener: () => void): () => void;
}

const channelName = (accountId: string) => `hearth_outbox:${accountId}`;

function announce(accountId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName(accountId));
  channel.postMessage('changed');
  channel.close();
}

/**
 * One account's outbox in IndexedDB. Each change is its own durable transaction, made in the
 * order it was asked for; two tabs write item by item, so neither overwrites the other's items.
 */
export class IndexedDbOutboxStore implements OutboxStore {
  private tail: Promise<unknown> | null = null;

  constructor(private readonly accountId: string) {}

  load(): Promise<OutboxItem[]> {
    return this.queue(async () => {
      const db = await outboxDb();
      const records = await db.getAllFromIndex('outbox', 'account_id', this.accountId);
      return records.map(fromRecord);
    });
  }

  add(item: OutboxItem): Promise<void> {
    return this.write(async () => {
      // Read before the transaction: it would commit while a Blob is being read.
      const record = await toRecord(item, this.accountId);
      await durableWrite(async (store) => {
        const known = await store.index('account_client').getKey([this.accountId, item.client_id]);
        if (known === undefined) await store.add(record);
      });
    });
  }

  patch(clientId: string, change: OutboxChange): Promise<void> {
    const { waiting: _waiting, progress: _progress, ...kept } = change;
    if (Object.keys(kept).length === 0) return Promise.resolve();
    return this.write(() =>
      durableWrite(async (store) => {
        const cursor = await store.index('account_client').openCursor([this.accountId, clientId]);
        if (cursor) await cursor.update({ ...cursor.value, ...kept } as OutboxRecord);
      }),
    );
  }

  remove(clientId: string): Promise<void> {
    return this.write(() =>
      durableWrite(async (store) => {
        const cursor = await store.index('account_client').openCursor([this.accountId, clientId]);
        if (cursor) await cursor.delete();
      }),
    );
  }

  watch(listener: () => void): () => void {
    if (typeof BroadcastChannel === 'undefined') return () => undefined;
    const channel = new BroadcastChannel(channelName(this.accountId));
    channel.onmessage = () => listener();
    return () => channel.close();
  }

  private async write(act: () => Promise<void>): Promise<void> {
    await this.queue(act);
    announce(this.accountId);
  }

  /** Runs one operation after the previous ones, the first after moving any old outbox over. */
  private queue<T>(act: () => Promise<T>): Promise<T> {
    this.tail ??= migrateLegacyOutbox(this.accountId).catch(() => undefined);
    const run = this.tail.then(act);
    this.tail = run.catch(() => undefined);
    return run;
  }
}

/** Drops an account's unsent messages (at logout), from IndexedDB and from where they once were. */
export async function clearOutbox(accountId: string): Promise<void> {
  try {
    window.localStorage.removeItem(legacyOutboxKey(accountId));
  } catch {
    // Storage blocked: nothing was kept there either.
  }
  await durableWrite(async (store) => {
    let cursor = await store.index('account_id').openCursor(accountId);
    while (cursor) {
      await cursor.delete();
      cursor = await cursor.continue();
    }
  });
  announce(accountId);
}
