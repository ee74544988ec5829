import type { FilesOutboxItem } from '../realtime/outbox-item';
import { isTransient } from '../realtime/outbox-send';
import type { UploadTools } from './kind-outbox';

/**
 * Uploads what a photo or video message has not stored yet, in order, each file once (by its
 * own client id), remembering each upload with the item. An `optional` file (a video's poster)
 * the server refuses is left out.
 */
export async function uploadFiles(
  item: FilesOutboxItem,
  { upload, progress }: UploadTools,
  optional: (index: number) => boolean = () => false,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, file] of item.files.entries()) {
    const known = item.media_ids?.[index];
    if (known) {
      ids.push(known);
      continue;
    }
    try {
      const id = await upload(file.blob, file.client_id, {
        signal: progress.signal,
        onProgress: (fraction) => progress.progress(index, fraction),
      });
      await progress.uploadedFile(index, id);
      ids.push(id);
    } catch (error) {
      if (!optional(index) || isTransient(error) || progress.signal.aborted) throw error;
    }
  }
  return ids;
}

/** What of a photo or video message's uploads is stored. */
export const filesStored = (item: FilesOutboxItem) => item.media_ids?.join();
