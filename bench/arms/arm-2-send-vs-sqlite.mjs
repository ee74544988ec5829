// Arm 2: message sends/s on SQLite ÷ raw better-sqlite3 inserts/s of the same row into a copy of
// the server's database file (schema, indexes and pragmas made by the server's own migrations,
// the same account/profile/conversation rows), measured in alternating slices. A copy, not the
// same file: two processes writing one file in turn drop each other's page cache at every turn.
// Both sides run at the server's default durability (synchronous=FULL: an fsync per commit), so
// the ratio compares like with like: the server shares each fsync among a group of sends.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { SEND_BODY, repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { startSliceProcess } from '../lib/slice-process.mjs';
import { round } from '../lib/stats.mjs';

/**
 * SQLITE_SYNCHRONOUS of the server and the same pragma for the raw baseline: the server's
 * default, or `BENCH_SQLITE_SYNCHRONOUS=normal` to price what FULL costs.
 */
const SYNCHRONOUS = process.env.BENCH_SQLITE_SYNCHRONOUS ?? 'full';
if (SYNCHRONOUS !== 'full' && SYNCHRONOUS !== 'normal') {
  throw new Error(`BENCH_SQLITE_SYNCHRONOUS must be full or normal, not ${SYNCHRONOUS}`);
}

/** The raw inserter, pinned to the server core; `run(seconds)` asks it for one slice. */
function startRawInserter(file, family) {
  const content = JSON.parse(SEND_BODY).message.content;
  const script = join(repoRoot, 'bench/lib/sqlite-insert.mjs');
  const args = [file, family.conversation.id, family.profile.id, content, SYNCHRONOUS];
  return startSliceProcess(script, args);
}

runArm('arm 2', async () => {
  const { warm, slices } = armOptions();
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  const rawFile = join(tmp.dir, 'raw.db');
  // The server migrates the file and makes the account, profile and conversation rows; stopped,
  // it leaves a checkpointed file to copy for the raw inserter.
  const env = { SQLITE_SYNCHRONOUS: SYNCHRONOUS };
  let hearth = await startHearth({ databaseUrl: file, env });
  const family = await seedFamily(hearth.url);
  await hearth.stop();
  copyFileSync(file, rawFile);
  hearth = await startHearth({ databaseUrl: file, env });
  let raw;
  try {
    raw = startRawInserter(rawFile, family);
    const sendRun = {
      url: `${hearth.url}${family.sendPath}`,
      connections: 10,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
      body: SEND_BODY,
    };
    await cannon({ ...sendRun, seconds: warm }); // warm-up
    await raw.run(warm);
    const rates = await alternate(slices, {
      a: (seconds) => raw.run(seconds),
      b: async (seconds) => slice(assertMostlyOk('send', await cannon({ ...sendRun, seconds }))),
    });
    return [
      {
        metric: 'arm2.send_per_raw_sqlite_insert',
        value: round(rates.b / rates.a),
        target: 0.45,
        op: '>=',
        detail: {
          send_rps: Math.round(rates.b),
          raw_insert_rps: Math.round(rates.a),
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
