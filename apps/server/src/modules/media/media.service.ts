import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { MEDIA_MESSAGES, mediaUploadQuerySchema, type Media } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { requireParticipation } from '../access/access.service.js';
import type { Row } from '../../db/schema.js';
import { ingest, type Ingested, type StoredFile } from './media-ingest.js';
import { CHUNK_BYTES, cutInChunks } from './media-chunks.js';
import * as repo from './media.repository.js';
import { receive, tooLargeFor, UPLOAD_MAX_BYTES } from './upload-body.js';
import { takeUploadSlot } from './upload-slots.js';

export interface Upload {
  query: unknown;
  contentLength: string | undefined;
  /** The raw body stream; undefined when the request had none. */
  body: unknown;
}

const quotaFull = () => new HttpError(403, 'forbidden', MEDIA_MESSAGES.quotaFull);

function toMedia(row: Row<'media'>): Media {
  const photo = row.mime_type.startsWith('image/');
  return {
    id: row.id,
    mime_type: row.mime_type,
    byte_size: row.byte_size,
    duration_ms: photo ? null : row.duration_ms,
    width: row.width ?? null,
    height: row.height ?? null,
  };
}

/** The stored upload of a retry, or null when this client id is new. */
async function storedUpload(
  ctx: AppContext,
  profileId: string,
  conversationId: string,
  clientId: string,
): Promise<Media | null> {
  const row = await repo.findByClientId(ctx.db, profileId, clientId);
  if (!row) return null;
  // A client id reused for another conversation is not a retry; do not reveal that one.
  if (row.conversation_id !== conversationId) throw notFound();
  return toMedia(row);
}

/**
 * Stores a photo, a video or a recording a participant uploaded. Checks run cheapest first, and
 * the body is read only once the caller may upload here: who (404), how large it says it is
 * (413 past the largest type), room left (403), an upload slot and room in memory (429); then
 * its first bytes must start an accepted type (415), whose own limit bounds the rest (413), and
 * the whole file decides what is stored (media-ingest.ts). The declared Content-Type is not read.
 */
export async function uploadMedia(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  upload: Upload,
  log: FastifyBaseLogger,
): Promise<{ media: Media; created: boolean }> {
  const { client_id: clientId } = validate(mediaUploadQuerySchema, upload.query ?? {});
  await requireParticipation(ctx, accountId, profileId, conversationId);
  if (clientId) {
    const stored = await storedUpload(ctx, profileId, conversationId, clientId);
    if (stored) return { media: stored, created: false };
  }
  const body = upload.body;
  if (!(body instanceof Readable)) throw unprocessable([MEDIA_MESSAGES.empty]);
  const declared = Number(upload.contentLength ?? 0);
  if (declared > UPLOAD_MAX_BYTES) throw tooLargeFor('video');
  const { quotaBytes } = ctx.config.media;
  if ((await repo.usedBytes(ctx.db, accountId)) + declared > quotaBytes) throw quotaFull();

  const slot = await takeUploadSlot(ctx, accountId);
  // Given back however the upload ends: stored, refused, failed, or cut off by the sender.
  try {
    const noRoom = slot.hold(declared);
    if (noRoom) throw noRoom;
    const { bytes, signature } = await receive(body, declared, slot);
    if (bytes.length === 0 || !signature) throw unprocessable([MEDIA_MESSAGES.empty]);
    const ingested = await ingest(bytes, signature, log);
    return await store(ctx, { accountId, profileId, conversationId, clientId }, ingested);
  } finally {
    await slot.release();
  }
}

async function store(
  ctx: AppContext,
  to: { accountId: string; profileId: string; conversationId: string; clientId?: string },
  { main, variants }: Ingested,
): Promise<{ media: Media; created: boolean }> {
  const { clientId } = to;
  const rowOf = (file: StoredFile, extra: Partial<Row<'media'>>): Row<'media'> => ({
    id: newId(),
    account_id: to.accountId,
    profile_id: to.profileId,
    conversation_id: to.conversationId,
    client_id: null,
    mime_type: file.mimeType,
    byte_size: file.bytes.length,
    duration_ms: file.durationMs,
    chunk_bytes: CHUNK_BYTES,
    created_at: nowIso(),
    width: file.width,
    height: file.height,
    placeholder: file.placeholder,
    variant_of: null,
    variant: null,
    ...extra,
  });
  const row = rowOf(main, { client_id: clientId ?? null });
  const files = [
    { row, chunks: cutInChunks(main.bytes) },
    ...variants.map(({ variant, file }) => ({
      row: rowOf(file, { variant_of: row.id, variant }),
      chunks: cutInChunks(file.bytes),
    })),
  ];
  let stored;
  try {
    stored = await repo.insertWithinQuota(ctx.db, files, ctx.config.media.quotaBytes);
  } catch (error) {
    // The same upload sent twice at once: the first one stored is the answer to both.
    if (clientId && isUniqueViolation(error)) {
      const first = await storedUpload(ctx, to.profileId, to.conversationId, clientId);
      if (first) return { media: first, created: false };
    }
    throw error;
  }
  if (!stored) throw quotaFull();
  return { media: toMedia(row), created: true };
}

export {
  audioOf,
  audioUrlFor,
  mediaForSend,
  relinked,
  storyAudioOf,
  type VoiceColumns,
} from './voice-audio.js';
export { removeUnsentOf, sweepUnsentMedia } from './media-sweep.js';
// A printed keepsake's code plays a recording with the same ranges as a signed link does.
export { rangeOf } from './media-serve.js';
// The one chunk store, for every module that reads stored files or keeps one (a printed book).
export {
  bytesOf,
  CHUNK_BYTES,
  chunksOf,
  createFile,
  deleteFile,
  fileBytes,
  insertChunks,
  setFileSize,
} from './media-chunks.js';
