import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A poster that takes longer than this is given up: the video is kept without one. */
const POSTER_TIMEOUT_MS = 20_000;
const POSTER_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The video's first frame as a PNG, drawn by ffmpeg in a process of its own (a decoder bug or a
 * hostile file cannot take the server down with it). The video is written to a temporary file
 * first, removed afterwards: an MP4 whose index comes last cannot be read from a pipe.
 * Rejects when ffmpeg is missing, fails or takes too long.
 */
export async function firstFrame(video: Buffer): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-poster-'));
  try {
    const input = join(dir, 'video');
    await writeFile(input, video);
    return await new Promise<Buffer>((resolve, reject) => {
      execFile(
        'ffmpeg',
        ['-nostdin', '-v', 'error', '-ss', '0', '-i', input, '-frames:v', '1'].concat([
          '-f',
          'image2pipe',
          '-vcodec',
          'png',
          '-',
        ]),
        {
          encoding: 'buffer',
          timeout: POSTER_TIMEOUT_MS,
          maxBuffer: POSTER_MAX_BYTES,
          killSignal: 'SIGKILL',
        },
        (error, stdout) => {
          if (error) reject(error);
          else if (stdout.length === 0) reject(new Error('ffmpeg drew no frame'));
          else resolve(stdout);
        },
      );
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
