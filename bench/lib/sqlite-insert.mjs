// Baseline of arm 2, run as its own pinned process: raw better-sqlite3 inserts of a message row
// into the database the server migrated (same schema, indexes and pragmas), one commit each.
// Each stdin line "<seconds>" runs one slice and prints { count, elapsed } as a JSON line.
// `synchronous` (full or normal) is the server's SQLITE_SYNCHRONOUS: the same durability on both sides.
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { uuid7 } from './uuid7.mjs';

const [file, conversationId, profileId, content, synchronous] = process.argv.slice(2);
if (synchronous !== 'full' && synchronous !== 'normal') {
  throw new Error(`synchronous must be full or normal, not ${synchronous}`);
}
const db = new SQLite(file);
// The server's pragmas (apps/server/src/db/database.ts).
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${synchronous.toUpperCase()}`);
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const insert = db.prepare(
  `insert into messages (id, conversation_id, profile_id, content, client_id, created_at)
   values (?, ?, ?, ?, ?, ?)`,
);
const once = () =>
  insert.run(uuid7(), conversationId, profileId, content, null, new Date().toISOString());

for (let i = 0; i < 2000; i += 1) once(); // warm-up

// Bounded in time and in count.
function runSlice(seconds) {
  const limitMs = seconds * 1000;
  const start = performance.now();
  let count = 0;
  while (count < 50_000_000) {
    once();
    count += 1;
    if ((count & 127) === 0 && performance.now() - start > limitMs) break;
  }
  return { count, elapsed: (performance.now() - start) / 1000 };
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  process.stdout.write(`${JSON.stringify(runSlice(Number(line)))}\n`);
});
lines.on('close', () => db.close());
