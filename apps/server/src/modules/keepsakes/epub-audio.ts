import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/** A page's conversion that takes longer than this is given up (a recording is ten minutes at most). */
const CONVERT_TIMEOUT_MS = 60_000;

/**
 * Writes a stored recording (WebM/Opus, Ogg/Opus or MP4) to `input` chunk by chunk, then has
 * ffmpeg, in a process of its own, encode it as AAC in MP4 (`output`, an .m4a): the audio EPUB
 * reading systems must play. The input file is removed either way.
 */
export async function toAac(
  chunks: AsyncIterable<Buffer>,
  input: string,
  output: string,
): Promise<void> {
  try {
    await pipeline(chunks, createWriteStream(input));
    await new Promise<void>((resolve, reject) => {
      execFile(
        'ffmpeg',
        ['-nostdin', '-v', 'error', '-y', '-i', input, '-vn', '-map_metadata', '-1'].concat([
          '-c:a',
          'aac',
          '-b:a',
          '96k',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          output,
        ]),
        { timeout: CONVERT_TIMEOUT_MS, killSignal: 'SIGKILL' },
        (error) => (error ? reject(error) : resolve()),
      );
    });
  } finally {
    await rm(input, { force: true });
  }
}
