import type { OutboxItem } from './outbox-item';

/** A photo or video message's stored uploads, by file position, with `mediaId` at `index`. */
export function withUpload(item: OutboxItem | undefined, index: number, mediaId: string) {
  if (!item || !('files' in item)) return null;
  const ids = item.files.map((_file, n) => item.media_ids?.[n] ?? null);
  ids[index] = mediaId;
  return ids;
}

/** The item with its file at `index` this far up, from 0 to 1 (null: it carries no files). */
export function withProgress(
  item: OutboxItem | undefined,
  index: number,
  fraction: number,
): OutboxItem | null {
  if (!item || !('files' in item)) return null;
  const progress = item.files.map((_file, n) => item.progress?.[n] ?? 0);
  progress[index] = fraction;
  return { ...item, progress };
}
