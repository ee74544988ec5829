import type { Readable } from 'node:stream';

export interface BodyErrors {
  tooLarge: () => Error;
  /** The sender went away (or the stream failed) before the end. */
  cutOff: () => Error;
}

/**
 * The whole body, as long as it stays within `max` bytes. Past that it rejects with
 * `tooLarge()` at once and reads no further: a 20 MB upload is refused after 10 MB, not after
 * it has all been received.
 */
export function readBounded(stream: Readable, max: number, errors: BodyErrors): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    let size = 0;
    const finish = (error: Error | null) => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) {
        // Paused, not destroyed: the refusal can still be answered on this connection.
        stream.pause();
        reject(error);
      } else resolve(Buffer.concat(parts, size));
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) finish(errors.tooLarge());
      else parts.push(chunk);
    };
    const onEnd = () => finish(null);
    const onError = () => finish(errors.cutOff());
    const onClose = () => finish(errors.cutOff());
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
