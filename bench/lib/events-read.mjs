// Baseline of arm 15, run as its own process pinned to the server core: the rows a catch-up
// reads, straight from the SQLite file with prepared better-sqlite3 statements. Each stdin line
// is a JSON object of cursors (stream -> last seq seen); for each stream it reads the events after
// the cursor and the messages they name, and prints { ms, events } as a JSON line.
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';

const [file] = process.argv.slice(2);
const db = new SQLite(file, { readonly: true });
db.pragma('journal_mode = WAL');
const events = db.prepare(
  'select stream, seq, type, payload, message_id, created_at from events where stream = ? and seq > ? order by seq limit ?',
);
const messageStatements = new Map();
/** One statement per batch size, as the server's `in (...)` reads them. */
function messages(ids) {
  if (!messageStatements.has(ids.length)) {
    const slots = ids.map(() => '?').join(', ');
    messageStatements.set(ids.length, db.prepare(`select * from messages where id in (${slots})`));
  }
  return messageStatements.get(ids.length).all(...ids);
}

function read(cursors) {
  const start = performance.now();
  let count = 0;
  for (const [stream, seq] of Object.entries(cursors)) {
    const rows = events.all(stream, seq, 1001);
    const ids = rows.flatMap((row) => (row.message_id ? [row.message_id] : []));
    // SQLite's default limit of host parameters is 32,766: a stream's 1,000 fit in one.
    const byId = new Map(messages(ids).map((m) => [m.id, m]));
    for (const row of rows) if (!row.message_id || byId.has(row.message_id)) count += 1;
  }
  return { ms: performance.now() - start, events: count };
}

const lines = createInterface({ input: process.stdin });
lines.on('line', (line) => process.stdout.write(`${JSON.stringify(read(JSON.parse(line)))}\n`));
lines.on('close', () => db.close());
