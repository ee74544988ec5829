import { Readable } from 'node:stream';
import {
  LIMITS,
  MEDIA_MESSAGES,
  mediaUploadQuerySchema,
  type AudioMimeType,
  type Media,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { requireParticipation } from '../access/access.service.js';
import { inspectAudio } from './audio-inspect.js';
import type { Row } from '../../db/schema.js';
import * as repo from './media.repository.js';
import { receive, tooLarge } from './upload-body.js';
import { takeUploadSlot } from './upload-slots.js';

/** Bytes a chunk row holds: large enough for few rows, small enough to read a range cheaply. */
export const CHUNK_BYTES = 256 * 1024;

export interface Upload {
  query: unknown;
  contentType: string | undefined;
  contentLength: string | undefined;
  /** The raw body stream; undefined when the request had none. */
  body: unknown;
}

const notAudio = () => new HttpError(415, 'unsupported_media_type', MEDIA_MESSAGES.notAudio);
const quotaFull = () => new HttpError(403, 'forbidden', MEDIA_MESSAGES.quotaFull);

function toMedia(row: Row<'media'>): Media {
  return {
    id: row.id,
    mime_type: row.mime_type,
    byte_size: row.byte_size,
    duration_ms: row.duration_ms,
  };
}

function chunksOf(bytes: Buffer): Buffer[] {
  const chunks = [];
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    chunks.push(bytes.subarray(at, at + CHUNK_BYTES));
  }
  return chunks;
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
 * Stores a recording a participant uploaded. Checks run cheapest first, and the body is read
 * only once the caller may upload here: who (404), what it claims to be (415), how large it says
 * it is (413), room left (403), an upload slot and room in memory (429); then its first bytes
 * must start an audio container (415) before the rest is read, and the bytes decide what it is
 * and how long it plays.
 */
export async function uploadMedia(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  upload: Upload,
): Promise<{ media: Media; created: boolean }> {
  const { client_id: clientId } = validate(mediaUploadQuerySchema, upload.query ?? {});
  await requireParticipation(ctx, accountId, profileId, conversationId);
  if (clientId) {
    const stored = await storedUpload(ctx, profileId, conversationId, clientId);
    if (stored) return { media: stored, created: false };
  }
  const body = upload.body;
  if (!(body instanceof Readable)) throw unprocessable([MEDIA_MESSAGES.empty]);
  if (!/^audio\/[a-z0-9.+-]+\s*(;|$)/i.test(upload.contentType ?? '')) throw notAudio();
  const declared = Number(upload.contentLength ?? 0);
  if (declared > LIMITS.voiceMaxBytes) throw tooLarge();
  const { quotaBytes } = ctx.config.media;
  if ((await repo.usedBytes(ctx.db, accountId)) + declared > quotaBytes) throw quotaFull();

  const slot = await takeUploadSlot(ctx, accountId);
  // Given back however the upload ends: stored, refused, failed, or cut off by the sender.
  try {
    const noRoom = slot.hold(declared);
    if (noRoom) throw noRoom;
    const bytes = await receive(body, declared, slot);
    return await store(ctx, { accountId, profileId, conversationId, clientId }, bytes);
  } finally {
    await slot.release();
  }
}

async function store(
  ctx: AppContext,
  to: { accountId: string; profileId: string; conversationId: string; clientId?: string },
  bytes: Buffer,
): Promise<{ media: Media; created: boolean }> {
  if (bytes.length === 0) throw unprocessable([MEDIA_MESSAGES.empty]);
  const audio = await inspectAudio(bytes);
  if (audio.kind === 'not-audio') throw notAudio();
  if (audio.kind === 'unreadable') throw unprocessable([MEDIA_MESSAGES.unreadable]);
  if (audio.durationMs > LIMITS.voiceMaxDurationMs) throw unprocessable([MEDIA_MESSAGES.tooLong]);

  const { clientId } = to;
  const row: Row<'media'> = {
    id: newId(),
    account_id: to.accountId,
    profile_id: to.profileId,
    conversation_id: to.conversationId,
    client_id: clientId ?? null,
    mime_type: audio.mimeType satisfies AudioMimeType,
    byte_size: bytes.length,
    duration_ms: audio.durationMs,
    chunk_bytes: CHUNK_BYTES,
    created_at: nowIso(),
  };
  let stored;
  try {
    stored = await repo.insertWithinQuota(
      ctx.db,
      row,
      chunksOf(bytes),
      ctx.config.media.quotaBytes,
    );
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
