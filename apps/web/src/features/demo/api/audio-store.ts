import { blobBytes } from '@/lib/voice/blob-bytes';

/**
 * Voice recordings live in IndexedDB because an object URL dies with the page:
 * the message keeps only an `idb:<key>` reference, resolved again after a reload.
 */
const DB_NAME = 'hearth-demo';
const STORE = 'audio';
export const AUDIO_PREFIX = 'idb:';

export interface StoredAudio {
  blob: Blob;
  /** Chromium's MediaRecorder writes webm without a duration, so the recorder's own count is kept. */
  durationSeconds: number;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open audio storage'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('Audio storage failed'));
      tx.onabort = () => reject(tx.error ?? new Error('Audio storage was aborted'));
    });
  } finally {
    db.close();
  }
}

/** Saves a recording and returns the reference to put in a message's audioUrl. */
export async function saveAudio(
  audio: StoredAudio,
  key: string = crypto.randomUUID(),
): Promise<string> {
  // Stored as bytes: some engines (and fake-indexeddb) cannot clone Blobs.
  const bytes = await blobBytes(audio.blob);
  const record = { bytes, type: audio.blob.type, durationSeconds: audio.durationSeconds };
  await run('readwrite', (store) => store.put(record, key));
  return AUDIO_PREFIX + key;
}

export async function loadAudio(audioUrl: string): Promise<StoredAudio | null> {
  if (!audioUrl.startsWith(AUDIO_PREFIX)) return null;
  const record = (await run('readonly', (store) =>
    store.get(audioUrl.slice(AUDIO_PREFIX.length)),
  )) as { bytes: ArrayBuffer; type: string; durationSeconds: number } | undefined;
  if (!record) return null;
  return {
    blob: new Blob([record.bytes], { type: record.type }),
    durationSeconds: record.durationSeconds,
  };
}

export async function clearAudio(): Promise<void> {
  await run('readwrite', (store) => store.clear());
}
