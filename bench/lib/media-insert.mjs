// Baseline of arm 11, run as its own pinned process: the upload's bytes written straight into the
// database the server migrated, as the server stores them (a media row and its chunks of
// `chunkBytes`, in one multi-row insert, one transaction and one commit per upload) at the
// server's durability. Each stdin line "<seconds>" runs one slice and prints { count, elapsed }.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { uuid7 } from './uuid7.mjs';

const [file, accountId, profileId, conversationId, audioFile, chunkArg, synchronous] =
  process.argv.slice(2);
if (synchronous !== 'full' && synchronous !== 'normal') {
  throw new Error(`synchronous must be full or normal, not ${synchronous}`);
}
const bytes = readFileSync(audioFile);
const chunkBytes = Number(chunkArg);
const chunks = [];
for (let at = 0; at < bytes.length; at += chunkBytes)
  chunks.push(bytes.subarray(at, at + chunkBytes));

const db = new SQLite(file);
// The server's pragmas (apps/server/src/db/database.ts).
db.pragma('journal_mode = WAL');
db.pragma(`synchronous = ${synchronous.toUpperCase()}`);
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');

const insertMedia = db.prepare(
  `insert into media (id, account_id, profile_id, conversation_id, client_id, mime_type,
     byte_size, duration_ms, chunk_bytes, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
);
// The server inserts up to 8 chunks a statement; a 1 MB upload is one statement.
const insertChunks = db.prepare(
  `insert into media_chunks (media_id, seq, data) values ${chunks.map(() => '(?, ?, ?)').join(', ')}`,
);
const once = db.transaction(() => {
  const id = uuid7();
  insertMedia.run(
    id,
    accountId,
    profileId,
    conversationId,
    null,
    'audio/webm',
    bytes.length,
    60_000,
    chunkBytes,
    new Date().toISOString(),
  );
  insertChunks.run(chunks.flatMap((data, seq) => [id, seq, data]));
});

for (let i = 0; i < 20; i += 1) once(); // warm-up

// Bounded in time and in count.
function runSlice(seconds) {
  const limitMs = seconds * 1000;
  const start = performance.now();
  let count = 0;
  while (count < 1_000_000) {
    once();
    count += 1;
    if (performance.now() - start > limitMs) break;
  }
  return { count, elapsed: (performance.now() - start) / 1000 };
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => {
  process.stdout.write(`${JSON.stringify(runSlice(Number(line)))}\n`);
});
lines.on('close', () => db.close());
