import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { blobBytes } from '@/lib/voice/blob-bytes';

/** One page's recording as kept on the device: bytes (engines cannot all clone a Blob). */
export interface DraftPage {
  bytes: ArrayBuffer;
  type: string;
  duration_ms: number;
  /** The upload's client id: an upload repeated after a lost answer is stored once. */
  client_id: string;
}

/** A read-aloud being recorded, per profile and conversation: it survives a reload. */
export interface StoryDraft {
  key: string;
  /** The read-aloud message's client id: a send repeated after a lost answer is stored once. */
  client_id: string;
  story_id: string;
  /** The page on screen (0-based). */
  page_index: number;
  pages: Record<number, DraftPage>;
}

interface DraftDb extends DBSchema {
  drafts: { key: string; value: StoryDraft };
}

// A database of its own: the outbox's keeps its own versions.
const DB_NAME = 'hearth-story-drafts';
let opened: Promise<IDBPDatabase<DraftDb>> | null = null;

function draftDb() {
  opened ??= openDB<DraftDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('drafts', { keyPath: 'key' });
    },
    blocking() {
      void opened?.then((db) => db.close());
      opened = null;
    },
  }).catch((error: unknown) => {
    opened = null;
    throw error;
  });
  return opened;
}

export const draftKey = (profileId: string, conversationId: string) =>
  `${profileId}:${conversationId}`;

export async function loadDraft(key: string): Promise<StoryDraft | undefined> {
  return (await draftDb()).get('drafts', key);
}

export async function saveDraft(draft: StoryDraft): Promise<void> {
  await (await draftDb()).put('drafts', draft);
}

export async function deleteDraft(key: string): Promise<void> {
  await (await draftDb()).delete('drafts', key);
}

export async function draftPage(blob: Blob, durationSeconds: number): Promise<DraftPage> {
  return {
    bytes: await blobBytes(blob),
    type: blob.type,
    duration_ms: Math.round(durationSeconds * 1000),
    client_id: crypto.randomUUID(),
  };
}

/**
 * The draft as the story now is: a family story can lose pages (edited on the Family stories
 * screen) after some were recorded, and a recording of a page that is gone cannot be sent.
 */
export function fitDraft(draft: StoryDraft, pageCount: number): StoryDraft {
  const kept = Object.entries(draft.pages).filter(([index]) => Number(index) < pageCount);
  const pageIndex = Math.min(draft.page_index, pageCount - 1);
  if (kept.length === Object.keys(draft.pages).length && pageIndex === draft.page_index) {
    return draft;
  }
  return { ...draft, page_index: pageIndex, pages: Object.fromEntries(kept) };
}
