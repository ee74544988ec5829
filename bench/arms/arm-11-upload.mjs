// Arm 11: voice uploads, MB/s of 1 MB recordings through POST .../media ÷ the same bytes written
// straight into the same kind of database by a separate pinned process, in the server's own
// layout (a media row, chunks of the server's size in one statement, one transaction per upload),
// measured in alternating slices. On SQLite the baseline writes into a copy of the server's
// migrated file at the server's durability (synchronous=FULL on both sides, or
// BENCH_SQLITE_SYNCHRONOUS); on PostgreSQL into the server's own database, over as many
// connections as there are uploaders. The upload is a real WebM/Opus recording
// (lib/voice-file.mjs) that the server detects, parses and measures like any other.
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_BYTES } from '../../apps/server/dist/modules/media/media.service.js';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { tempPgDatabase } from '../lib/postgres.mjs';
import { startSliceProcess } from '../lib/slice-process.mjs';
import { round } from '../lib/stats.mjs';
import { voiceFile } from '../lib/voice-file.mjs';

const SYNCHRONOUS = process.env.BENCH_SQLITE_SYNCHRONOUS ?? 'full';
/** A few family members sending at once; one upload is a megabyte, so a few keep it busy. */
const CONNECTIONS = 4;
/** Room for every upload of the run: the quota is not what is measured. */
const QUOTA = { MEDIA_QUOTA_MB: String(1024 * 1024) };

/** Uploads and raw writes in turn; `raw` is the started baseline, given the seeded family. */
async function measure(hearth, family, audio, startRaw) {
  const { warm, slices } = armOptions();
  const raw = startRaw(family);
  try {
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
    return {
      value: round(rates.b / rates.a),
      target: 0.5,
      op: '>=',
      detail: {
        upload_mb_per_s: round(rates.b * mb),
        raw_write_mb_per_s: round(rates.a * mb),
        file_bytes: audio.bytes.length,
        duration_ms: audio.durationMs,
      },
    };
  } finally {
    await raw.stop();
  }
}

async function onSqlite(dir, audio, audioFile) {
  const file = join(dir, 'hearth.db');
  const rawFile = join(dir, 'raw.db');
  const env = { SQLITE_SYNCHRONOUS: SYNCHRONOUS, ...QUOTA };
  // Migrated, seeded and stopped: a checkpointed file to copy for the baseline.
  let hearth = await startHearth({ databaseUrl: file, env });
  const family = await seedFamily(hearth.url);
  await hearth.stop();
  copyFileSync(file, rawFile);
  hearth = await startHearth({ databaseUrl: file, env });
  try {
    const result = await measure(hearth, family, audio, (f) =>
      startSliceProcess(join(repoRoot, 'bench/lib/media-insert.mjs'), [
        rawFile,
        ...[f.user.id, f.profile.id, f.conversation.id, audioFile, String(CHUNK_BYTES)],
        SYNCHRONOUS,
      ]),
    );
    result.detail.synchronous = SYNCHRONOUS;
    return { metric: 'arm11.upload_mb_per_raw_write_mb', ...result };
  } finally {
    await hearth.stop();
  }
}

async function onPostgres(audio, audioFile) {
  const database = await tempPgDatabase();
  const hearth = await startHearth({ databaseUrl: database.url, env: QUOTA });
  try {
    const family = await seedFamily(hearth.url);
    const result = await measure(hearth, family, audio, (f) =>
      startSliceProcess(join(repoRoot, 'bench/lib/media-insert-pg.mjs'), [
        database.url,
        ...[f.user.id, f.profile.id, f.conversation.id, audioFile, String(CHUNK_BYTES)],
        String(CONNECTIONS),
      ]),
    );
    return { metric: 'arm11.pg_upload_mb_per_raw_write_mb', ...result };
  } finally {
    await hearth.stop();
    await database.drop();
  }
}

runArm('arm 11', async () => {
  const tmp = tempDir();
  try {
    const audio = voiceFile(1024 * 1024);
    const audioFile = join(tmp.dir, 'voice.webm');
    writeFileSync(audioFile, audio.bytes);
    return [await onSqlite(tmp.dir, audio, audioFile), await onPostgres(audio, audioFile)];
  } finally {
    tmp.cleanup();
  }
});
