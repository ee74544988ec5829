// Arm 11: voice uploads, MB/s of 1 MB recordings through POST .../media on SQLite ÷ the same
// bytes written straight into a copy of the server's database file by a separate pinned
// process, in the server's own layout (a media row, chunks of the server's size in one
// statement, one commit per upload) and at the server's durability (synchronous=FULL on both
// sides), measured in alternating slices. The upload is a real WebM/Opus recording
// (lib/voice-file.mjs) that the server inspects, measures and stores like any other.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_BYTES } from '../../apps/server/dist/modules/media/media.service.js';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { startSliceProcess } from '../lib/slice-process.mjs';
import { round } from '../lib/stats.mjs';
import { voiceFile } from '../lib/voice-file.mjs';

const SYNCHRONOUS = process.env.BENCH_SQLITE_SYNCHRONOUS ?? 'full';
/** A few family members sending at once; one upload is a megabyte, so a few keep it busy. */
const CONNECTIONS = 4;

runArm('arm 11', async () => {
  const { warm, slices } = armOptions();
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  const rawFile = join(tmp.dir, 'raw.db');
  const audio = voiceFile(1024 * 1024);
  const audioFile = join(tmp.dir, 'voice.webm');
  writeFileSync(audioFile, audio.bytes);
  // Room for every upload of the run: the quota is not what is measured.
  const env = { SQLITE_SYNCHRONOUS: SYNCHRONOUS, MEDIA_QUOTA_MB: String(1024 * 1024) };
  let hearth = await startHearth({ databaseUrl: file, env });
  const family = await seedFamily(hearth.url);
  await hearth.stop();
  copyFileSync(file, rawFile);
  hearth = await startHearth({ databaseUrl: file, env });
  let raw;
  try {
    raw = startSliceProcess(join(repoRoot, 'bench/lib/media-insert.mjs'), [
      rawFile,
      family.user.id,
      family.profile.id,
      family.conversation.id,
      audioFile,
      String(CHUNK_BYTES),
      SYNCHRONOUS,
    ]);
    const uploadRun = {
      url: `${hearth.url}/api/v1/profiles/${family.profile.id}/conversations/${family.conversation.id}/media`,
      connections: CONNECTIONS,
      method: 'POST',
      headers: {
        'content-type': 'audio/webm;codecs=opus',
        authorization: `Bearer ${family.token}`,
      },
      body: audio.bytes,
    };
    await cannon({ ...uploadRun, seconds: warm }); // warm-up
    await raw.run(warm);
    const rates = await alternate(slices, {
      a: (seconds) => raw.run(seconds),
      b: async (seconds) =>
        slice(assertMostlyOk('upload', await cannon({ ...uploadRun, seconds }))),
    });
    const mb = audio.bytes.length / 1e6;
    return [
      {
        metric: 'arm11.upload_mb_per_raw_write_mb',
        value: round(rates.b / rates.a),
        target: 0.5,
        op: '>=',
        detail: {
          upload_mb_per_s: round(rates.b * mb),
          raw_write_mb_per_s: round(rates.a * mb),
          file_bytes: audio.bytes.length,
          duration_ms: audio.durationMs,
          synchronous: SYNCHRONOUS,
        },
      },
    ];
  } finally {
    await raw?.stop();
    await hearth.stop();
    tmp.cleanup();
  }
});
