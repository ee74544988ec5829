import type { MediaMimeType } from '@hearth/shared';
import type { Db, Row } from '../../db/schema.js';

/**
 * The one store of a file's bytes: media_chunks, rows of CHUNK_BYTES (the last one shorter)
 * under the file's media row. Uploads and printed keepsake books both keep their bytes here,
 * and every reader goes through these functions.
 */

/** Bytes a chunk row holds: large enough for few rows, small enough to read a range cheaply. */
export const CHUNK_BYTES = 256 * 1024;
/** Rows of chunks per insert: a few MB a statement, whatever the file's size. */
const CHUNKS_PER_INSERT = 8;
/** Chunks read per query while streaming a long range: about 2 MB held at a time. */
const CHUNKS_PER_READ = 8;

/** Who a stored file that is not an upload belongs to, and its type. */
export type FileOwner = Pick<
  Row<'media'>,
  'id' | 'account_id' | 'profile_id' | 'conversation_id'
> & { mime_type: string };

/**
 * A file's media row, empty, for chunks to be added to (a printed book's PDF as it is made). Its
 * id is its owner's; the sweep of unsent uploads and the quota leave it out (media.repository).
 */
export function createFile(db: Db, owner: FileOwner, now: string) {
  const { id, account_id, profile_id, conversation_id } = owner;
  return db
    .insertInto('media')
    .values({
      ...{ id, account_id, profile_id, conversation_id, client_id: null },
      // The column's type names the uploads' types, which messages read; no message reaches this.
      mime_type: owner.mime_type as MediaMimeType,
      byte_size: 0,
      duration_ms: 0,
      chunk_bytes: CHUNK_BYTES,
      created_at: now,
    })
    .execute();
}

/** A file's size, once all its chunks are stored. */
export function setFileSize(db: Db, id: string, byteSize: number) {
  return db.updateTable('media').set({ byte_size: byteSize }).where('id', '=', id).execute();
}

/** A file and its chunks (on delete cascade). */
export function deleteFile(db: Db, id: string) {
  return db.deleteFrom('media').where('id', '=', id).execute();
}

/** A file's bytes cut into chunk rows' data. */
export function cutInChunks(bytes: Buffer): Buffer[] {
  const chunks = [];
  for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
    chunks.push(bytes.subarray(at, at + CHUNK_BYTES));
  }
  return chunks;
}

/** Stores chunks of a file from sequence number `first` on, a few rows a statement. */
export async function insertChunks(db: Db, mediaId: string, chunks: Buffer[], first = 0) {
  for (let at = 0; at < chunks.length; at += CHUNKS_PER_INSERT) {
    const values = chunks
      .slice(at, at + CHUNKS_PER_INSERT)
      .map((data, i) => ({ media_id: mediaId, seq: first + at + i, data }));
    await db.insertInto('media_chunks').values(values).execute();
  }
}

/** Chunks `from` to `to` (inclusive) of one file, in order. */
export function readChunks(db: Db, mediaId: string, from: number, to: number) {
  return db
    .selectFrom('media_chunks')
    .select(['seq', 'data'])
    .where('media_id', '=', mediaId)
    .where('seq', '>=', from)
    .where('seq', '<=', to)
    .orderBy('seq')
    .execute();
}

/** A whole file, one chunk read at a time, when its reader comes to it. */
export async function* chunksOf(db: Db, mediaId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [chunk] = await readChunks(db, mediaId, seq, seq);
    if (!chunk) return;
    yield Buffer.from(chunk.data);
  }
}

/** A whole small file (a photo's display size) in memory. */
export async function fileBytes(db: Db, mediaId: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunksOf(db, mediaId)) parts.push(chunk);
  return Buffer.concat(parts);
}

/** Only the chunks that hold bytes [start, end], a few at a time, cut to the range. */
export async function* bytesOf(
  db: Db,
  media: Pick<Row<'media'>, 'id' | 'chunk_bytes'>,
  start: number,
  end: number,
) {
  const size = media.chunk_bytes;
  const last = Math.floor(end / size);
  for (let from = Math.floor(start / size); from <= last; from += CHUNKS_PER_READ) {
    const rows = await readChunks(db, media.id, from, Math.min(last, from + CHUNKS_PER_READ - 1));
    for (const row of rows) {
      const offset = row.seq * size;
      const data = row.data;
      yield data.subarray(Math.max(start - offset, 0), Math.min(end - offset + 1, data.length));
    }
  }
}
