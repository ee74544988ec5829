// Arm 16: photo ingest, 12-megapixel phone JPEGs (about 5 MB, with GPS) uploaded through
// POST .../media and processed per second (rotated, stripped of metadata, stored as a display
// size, a thumbnail and a ThumbHash) ÷ the same processing done directly with the server's own
// function in a separate pinned process, measured in alternating slices. Both run two photos
// at a time, as a family sending a handful at once does. SQLite at its default durability.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { alternate } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { phonePhoto } from '../lib/photo-file.mjs';
import { startSliceProcess } from '../lib/slice-process.mjs';
import { round } from '../lib/stats.mjs';

const { fetch } = globalThis;
const CONCURRENCY = 2;
/** Room for every upload of the run: the quota is not what is measured. */
const QUOTA = { MEDIA_QUOTA_MB: String(1024 * 1024) };

/** Uploads `CONCURRENCY` photos at a time until the slice's time is up; counts those stored. */
function uploadSlice(family, url, bytes) {
  const target = `${url}/api/v1/profiles/${family.profile.id}/conversations/${family.conversation.id}/media`;
  return async (seconds) => {
    const until = performance.now() + seconds * 1000;
    const start = performance.now();
    let count = 0;
    const worker = async () => {
      while (performance.now() < until) {
        const res = await fetch(target, {
          method: 'POST',
          headers: { 'content-type': 'image/jpeg', authorization: `Bearer ${family.token}` },
          body: bytes,
        });
        const text = await res.text();
        if (res.status !== 201) throw new Error(`upload -> ${res.status} ${text}`);
        count += 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    return { count, elapsed: (performance.now() - start) / 1000 };
  };
}

runArm('arm 16', async () => {
  const { warm, slices, quick } = armOptions();
  // A photo takes about a second to process: slices of a few seconds hold several.
  const sliceSeconds = quick ? 2 : 4;
  const tmp = tempDir();
  const photo = await phonePhoto();
  const photoFile = join(tmp.dir, 'phone.jpg');
  writeFileSync(photoFile, photo.bytes);
  const hearth = await startHearth({ databaseUrl: join(tmp.dir, 'hearth.db'), env: QUOTA });
  const raw = startSliceProcess(join(repoRoot, 'bench/lib/photo-process-slices.mjs'), [
    photoFile,
    String(CONCURRENCY),
  ]);
  try {
    const family = await seedFamily(hearth.url);
    const upload = uploadSlice(family, hearth.url, photo.bytes);
    await upload(warm);
    await raw.run(warm);
    const rates = await alternate(slices, { a: raw.run, b: upload }, sliceSeconds);
    return [
      {
        metric: 'arm16.photo_ingest_per_direct_processing',
        value: round(rates.b / rates.a),
        target: 0.8,
        op: '>=',
        detail: {
          uploads_per_s: round(rates.b),
          direct_per_s: round(rates.a),
          file_bytes: photo.bytes.length,
          pixels: photo.width * photo.height,
        },
      },
    ];
  } finally {
    await raw.stop();
    await hearth.stop();
    tmp.cleanup();
  }
});
