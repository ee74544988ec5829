import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import type { OutboxItem } from './outbox-item';

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

interface StoredBytes {
  bytes: ArrayBuffer;
  type: string;
}

/** An outbox item as IndexedDB keeps it: with its account, recordings and photos as bytes. */
export type OutboxRecord = Without<OutboxItem, 'waiting' | 'progress' | 'audio' | 'files'> & {
  account_id: string;
  /** Given by the store on add: the order the items were written in, across tabs. */
  seq?: number;
  audio?: StoredBytes;
  files?: (StoredBytes & { client_id: string })[];
};

interface HearthDb extends DBSchema {
  outbox: {
    key: number;
    value: OutboxRecord;
    indexes: { account_client: [string, string]; account_id: string };
  };
}

export type OutboxDb = IDBPDatabase<HearthDb>;
export type OutboxWriteStore = IDBPObjectStore<HearthDb, ['outbox'], 'outbox', 'readwrite'>;

const DB_NAME = 'hearth';
const DB_VERSION = 1;

let opened: Promise<OutboxDb> | null = null;

/** One connection per page, opened on first use and given up when a newer version asks. */
export function outboxDb(): Promise<OutboxDb> {
  opened ??= openDB<HearthDb>(DB_NAME, DB_VERSION, {
    upgrade(db) {
      const store = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      // Unique: an account's item is written once per client id, however often it is added.
      store.createIndex('account_client', ['account_id', 'client_id'], { unique: true });
      store.createIndex('account_id', 'account_id');
    },
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
    terminated() {
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

/**
 * A write that is on disk when it completes: Chromium's default ("relaxed") may report a
 * transaction complete before it reaches the disk, and the outbox holds what is not yet sent.
 */
export async function durableWrite<T>(act: (store: OutboxWriteStore) => Promise<T>): Promise<T> {
  const db = await outboxDb();
  const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
  const [result] = await Promise.all([act(tx.store), tx.done]);
  return result;
}

/** Bytes through FileReader: Blob.arrayBuffer() is missing in older Safari (and in jsdom). */
function blobBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the recording'));
    reader.readAsArrayBuffer(blob);
  });
}

// Kept as bytes rather than as a Blob: some engines fail to store Blobs in IndexedDB (Safari in
// private windows has), and bytes come back the same everywhere.
export async function toRecord(item: OutboxItem, accountId: string): Promise<OutboxRecord> {
  const { waiting: _waiting, ...rest } = item;
  if (rest.kind === 'text') return { ...rest, account_id: accountId };
  if (rest.kind === 'voice') {
    const { audio, ...voice } = rest;
    const bytes = await blobBytes(audio);
    return { ...voice, account_id: accountId, audio: { bytes, type: audio.type } };
  }
  const { files, progress: _progress, ...media } = rest;
  const stored = await Promise.all(
    files.map(async (file) => ({
      bytes: await blobBytes(file.blob),
      type: file.blob.type,
      client_id: file.client_id,
    })),
  );
  return { ...media, account_id: accountId, files: stored };
}

export function fromRecord(record: OutboxRecord): OutboxItem {
  const { account_id: _account, seq: _seq, audio, files, ...rest } = record;
  if (rest.kind === 'voice') {
    const bytes = audio?.bytes ?? new ArrayBuffer(0);
    return { ...rest, audio: new Blob([bytes], { type: audio?.type ?? rest.mime_type }) };
  }
  if (rest.kind === 'photo' || rest.kind === 'video') {
    const blobs = (files ?? []).map((file) => ({
      blob: new Blob([file.bytes], { type: file.type }),
      client_id: file.client_id,
    }));
    return { ...rest, files: blobs } as OutboxItem;
  }
  return rest;
}
