import type { Readable } from 'node:stream';

/** A tighter bound found from the first bytes, with its own refusal. */
export interface HeadLimit {
  max: number;
  tooLarge: () => Error;
}

export interface BodyChecks {
  tooLarge: () => Error;
  /** The sender went away (or the stream failed) before the end. */
  cutOff: () => Error;
  /**
   * Judges the first `bytes` (the whole body when shorter): an error refuses the rest unread; a
   * limit narrows `max` for the rest (the type the head shows has its own).
   */
  head?: { bytes: number; judge: (head: Buffer) => Error | HeadLimit | null };
  /** Told the bytes received so far, before they are kept: an error stops the read there. */
  holding?: (size: number) => Error | null;
  /** The length the sender declared, if any: the bytes are gathered in one buffer that long. */
  declared?: number;
}

/**
 * The whole body, as long as it stays within `max` bytes and passes its checks. Past `max` it
 * rejects with `tooLarge()` at once and reads no further: a 20 MB upload is refused after 10 MB,
 * not after it has all been received; a body whose first bytes are refused, after those.
 */
export function readBounded(stream: Readable, max: number, checks: BodyChecks): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // A declared length is copied into one buffer as it arrives, so the whole is never held
    // twice (its pieces and their concatenation); a body longer than declared goes on in pieces.
    const declared = Math.min(checks.declared ?? 0, max);
    let whole: Buffer | null = null;
    const parts: Buffer[] = [];
    let size = 0;
    let judged = !checks.head;
    let limit: HeadLimit = { max, tooLarge: checks.tooLarge };
    const received = () => (whole ? whole.subarray(0, size) : Buffer.concat(parts, size));
    const finish = (error: Error | null) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) {
        // Paused, not destroyed: the refusal can still be answered on this connection.
        stream.pause();
        reject(error);
      } else resolve(received());
    };
    const keep = (chunk: Buffer) => {
      if (size === 0 && declared > 0) whole = Buffer.allocUnsafe(declared);
      if (whole && size + chunk.length <= whole.length) chunk.copy(whole, size);
      else {
        if (whole) parts.push(whole.subarray(0, size));
        whole = null;
        parts.push(chunk);
      }
      size += chunk.length;
    };
    const judge = (): Error | null => {
      judged = true;
      const verdict = checks.head!.judge(received().subarray(0, checks.head!.bytes));
      if (verdict instanceof Error) return verdict;
      if (verdict) limit = { max: Math.min(max, verdict.max), tooLarge: verdict.tooLarge };
      return size > limit.max ? limit.tooLarge() : null;
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit.max) return finish(limit.tooLarge());
      const refused = checks.holding?.(size + chunk.length);
      if (refused) return finish(refused);
      keep(chunk);
      if (!judged && size >= checks.head!.bytes) {
        const wrong = judge();
        if (wrong) finish(wrong);
      }
    };
    const onEnd = () => finish(!judged && size > 0 ? judge() : null);
    const onError = () => finish(checks.cutOff());
    const onClose = () => finish(checks.cutOff());
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
