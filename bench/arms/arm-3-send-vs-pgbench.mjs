// Arm 3: message sends/s on PostgreSQL ÷ pgbench running a single-insert script of the same row
// against the same database server, schema and indexes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { SEND_BODY, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { hasPgbench, tempPgDatabase } from '../lib/postgres.mjs';
import { LOAD_CORE, hasTaskset } from '../lib/proc.mjs';
import { round } from '../lib/stats.mjs';

const CLIENTS = 10; // the server's pool size (database.ts: max 10)

// A timestamp as text, like the server's ISO strings (pgbench would read ':MI' as a variable).
// Extended protocol with parameters, as node-postgres sends Kysely's queries (no named prepare).
const SCRIPT = `INSERT INTO messages (id, conversation_id, profile_id, content, client_id, created_at)
VALUES (gen_random_uuid()::text, :conv, :prof, :content, NULL, (now() at time zone 'utc')::text);
`;

function pgbenchRate(dbUrl, family, seconds, dir) {
  const file = join(dir, 'insert.sql');
  writeFileSync(file, SCRIPT);
  const content = JSON.parse(SEND_BODY).message.content;
  const args = ['-n', '-M', 'extended', '-c', String(CLIENTS), '-j', '1', '-T', String(seconds)];
  args.push('-D', `conv=${family.conversation.id}`, '-D', `prof=${family.profile.id}`);
  args.push('-D', `content=${content}`, '-f', file, dbUrl);
  const [cmd, argv] = hasTaskset
    ? ['taskset', ['-c', String(LOAD_CORE), 'pgbench', ...args]]
    : ['pgbench', args];
  const res = spawnSync(cmd, argv, { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  const tps = /tps = ([\d.]+)/.exec(res.stdout ?? '');
  if (res.status !== 0 || !tps) throw new Error(`pgbench failed: ${res.stderr}${res.stdout}`);
  return Number(tps[1]);
}

runArm('arm 3', async () => {
  if (!hasPgbench()) {
    const why = 'skipped: pgbench not installed (apt-get install postgresql-client)';
    return [{ metric: 'arm3.pg_send_per_pgbench_insert', skipped: why, target: 0.5 }];
  }
  const { warm, slices } = armOptions();
  const database = await tempPgDatabase();
  const tmp = tempDir();
  const hearth = await startHearth({ databaseUrl: database.url });
  try {
    const family = await seedFamily(hearth.url);
    const sendRun = {
      url: `${hearth.url}${family.sendPath}`,
      connections: CLIENTS,
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
      body: SEND_BODY,
    };
    pgbenchRate(database.url, family, 1, tmp.dir); // warm-up of the database server
    await cannon({ ...sendRun, seconds: warm });
    const rates = await alternate(slices, {
      a: async (seconds) => ({
        count: pgbenchRate(database.url, family, seconds, tmp.dir) * seconds,
        elapsed: seconds,
      }),
      b: async (seconds) => slice(assertMostlyOk('send', await cannon({ ...sendRun, seconds }))),
    });
    return [
      {
        metric: 'arm3.pg_send_per_pgbench_insert',
        value: round(rates.b / rates.a),
        target: 0.5,
        op: '>=',
        detail: { send_rps: Math.round(rates.b), pgbench_tps: Math.round(rates.a) },
      },
    ];
  } finally {
    await hearth.stop();
    tmp.cleanup();
    await database.drop();
  }
});
