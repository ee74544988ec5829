import type { Db } from '../../db/schema.js';
import { CHUNK_BYTES, insertChunks } from '../media/media.service.js';

/**
 * Where the PDF's bytes go as pdfkit writes them: into the book's file in the one chunk store
 * (media_chunks, under the media row of the book's id), a chunk at a time. The maker waits for
 * it after every message, so at most a message's pages (and a chunk) are held.
 */
export class ChunkSink {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private seq = 0;
  bytes = 0;

  constructor(
    private readonly db: Db,
    private readonly keepsakeId: string,
  ) {}

  push = (data: Buffer) => {
    this.pending.push(data);
    this.pendingBytes += data.length;
    this.bytes += data.length;
  };

  async flush(final = false): Promise<void> {
    // pdfkit hands its bytes to the stream's readers on the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    while (this.pendingBytes >= CHUNK_BYTES || (final && this.pendingBytes > 0)) {
      const all = Buffer.concat(this.pending);
      const chunk = all.subarray(0, CHUNK_BYTES);
      const rest = all.subarray(chunk.length);
      this.pending = rest.length ? [Buffer.from(rest)] : [];
      this.pendingBytes = rest.length;
      await insertChunks(this.db, this.keepsakeId, [Buffer.from(chunk)], this.seq++);
    }
  }
}
