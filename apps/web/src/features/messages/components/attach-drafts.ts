import type { OutboxDraft } from '@/lib/realtime/outbox';
import type { AttachedPhoto } from './attach-photos';
import type { ChosenVideo } from './video-recorder-parts';

interface Where {
  profile_id: string;
  conversation_id: string;
  /** The caption (may be empty). */
  content: string;
  prompt_id?: string;
}

/** A photo message for the outbox: the photos in the order shown, each with its upload's id. */
export function photoDraft(where: Where, photos: readonly AttachedPhoto[]): OutboxDraft {
  return {
    ...where,
    kind: 'photo',
    client_id: crypto.randomUUID(),
    files: photos.map((photo) => ({ blob: photo.file, client_id: photo.id })),
  };
}

/** A video message for the outbox: the video, then its poster when one could be drawn. */
export function videoDraft(where: Where, chosen: ChosenVideo): OutboxDraft {
  const video = { blob: chosen.video, client_id: crypto.randomUUID() };
  const poster = chosen.poster ? { blob: chosen.poster, client_id: crypto.randomUUID() } : null;
  return {
    ...where,
    kind: 'video',
    client_id: crypto.randomUUID(),
    files: poster ? [video, poster] : [video],
    ...(chosen.durationMs !== null ? { duration_ms: chosen.durationMs } : {}),
  };
}
