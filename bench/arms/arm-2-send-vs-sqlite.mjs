// Arm 2: message sends/s on SQLite ÷ raw better-sqlite3 inserts/s of the same row into a copy of
// the server's database file (schema, indexes and pragmas made by the server's own migrations,
// the same account/profile/conversation rows), measured in alternating slices. A copy, not the
// same file: two processes writing one file in turn drop each other's page cache at every turn.
// Both sides run at the server's default durability (synchronous=FULL: an fsync per commit), so
// the ratio compares like with like: the server shares each fsync among a group of sends.
import { join } from 'node:path';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { SEND_BODY, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { startRawInserter } from '../lib/raw-sqlite-inserter.mjs';
import { round } from '../lib/stats.mjs';

/**
 * SQLITE_SYNCHRONOUS of the server and the same pragma for the raw baseline: the server's
 * default, or `BENCH_SQLITE_SYNCHRONOUS=normal` to price what FULL costs.
 */
const SYNCHRONOUS = process.env.BENCH_SQLITE_SYNCHRONOUS ?? 'full';
if (SYNCHRONOUS !== 'full' && SYNCHRONOUS !== 'normal') {
  throw new Error(`BENCH_SQLITE_SYNCHRONOUS must be full or normal, not ${SYNCHRONOUS}`);
}

runArm('arm 2', async () => {
  const { warm, slices } = armOptions();
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  const rawFile = join(tmp.dir, 'raw.db');
  // The server migrates the file and makes the account, profile and conversation rows; stopped,
  // it leaves a checkpointed file to copy for the raw inserter.
  const env = { SQLITE_SYNCHRONOUS: SYNCHRONOUS };
  const seeding = await startHearth({ databaseUrl: file, env });
  const family = await seedFamily(seeding.url);
  await seeding.stop();
  const raw = startRawInserter({ file, rawFile, family, synchronous: SYNCHRONOUS });
  let hearth;
  try {
    hearth = await startHearth({ databaseUrl: file, env });
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
    await raw.stop();
    await hearth?.stop();
    tmp.cleanup();
  }
});
