// Baseline of arm 11 on PostgreSQL, run as its own pinned process: the upload's bytes written
// straight into the database the server migrated, as the server stores them (a media row and its
// chunks of `chunkBytes` in one multi-row insert, in one transaction per upload), by as many
// connections as the arm uploads with. Each stdin line "<seconds>" runs one slice and prints
// { count, elapsed }.
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { uuid7 } from './uuid7.mjs';

const [url, accountId, profileId, conversationId, audioFile, chunkArg, connectionsArg] =
  process.argv.slice(2);
const bytes = readFileSync(audioFile);
const chunkBytes = Number(chunkArg);
const chunks = [];
for (let at = 0; at < bytes.length; at += chunkBytes) {
  chunks.push(bytes.subarray(at, at + chunkBytes));
}
const chunkSql = `insert into media_chunks (media_id, seq, data) values ${chunks
  .map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`)
  .join(', ')}`;

const clients = [];
for (let i = 0; i < Number(connectionsArg); i += 1) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
}

async function once(client) {
  const id = uuid7();
  await client.query('begin');
  await client.query(
    `insert into media (id, account_id, profile_id, conversation_id, client_id, mime_type,
       byte_size, duration_ms, chunk_bytes, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
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
    ],
  );
  await client.query(
    chunkSql,
    chunks.flatMap((data, seq) => [id, seq, data]),
  );
  await client.query('commit');
}

/** Every connection uploads in a loop until the slice's time is up; bounded in count too. */
async function runSlice(seconds) {
  const limit = performance.now() + seconds * 1000;
  const start = performance.now();
  let count = 0;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < limit && count < 1_000_000) {
        await once(client);
        count += 1;
      }
    }),
  );
  return { count, elapsed: (performance.now() - start) / 1000 };
}

for (let i = 0; i < 5; i += 1) await once(clients[0]); // warm-up

const lines = createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    process.stdout.write(`${JSON.stringify(await runSlice(Number(line)))}\n`);
  });
});
lines.on('close', () => queue.then(() => Promise.all(clients.map((c) => c.end()))));
