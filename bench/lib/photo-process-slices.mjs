// Baseline of arm 16, run as its own pinned process: the server's own photo processing (the
// built apps/server/dist processPhoto: orientation, no metadata, display size, thumbnail and
// ThumbHash) called directly on the same JPEG, `concurrency` photos at a time as the uploads
// are. Each stdin line "<seconds>" runs one slice and prints { count, elapsed }.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { processPhoto } from '../../apps/server/dist/modules/media/photo-process.js';

const [photoFile, concurrencyArg] = process.argv.slice(2);
const bytes = readFileSync(photoFile);
const concurrency = Number(concurrencyArg);

async function once() {
  const result = await processPhoto(bytes, 'image/jpeg');
  if (result.kind !== 'photo') throw new Error(`the photo was not processed: ${result.kind}`);
}

/** Keeps `concurrency` photos in work until the slice's time is up; counts those finished. */
async function runSlice(seconds) {
  const until = performance.now() + seconds * 1000;
  const start = performance.now();
  let count = 0;
  const worker = async () => {
    while (performance.now() < until) {
      await once();
      count += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { count, elapsed: (performance.now() - start) / 1000 };
}

await once(); // warm-up
for await (const line of createInterface({ input: process.stdin })) {
  process.stdout.write(`${JSON.stringify(await runSlice(Number(line)))}\n`);
}
