// Arm 15: catch-up after a reconnect. A member who missed 10,000 events (10 conversations of
// 1,000 new messages each: the most one `sync` replays per stream, SYNC_LIMITS) reconnects and
// sends `sync` with its cursors. The figure is the time to read the same rows (the events and the
// messages they name) straight from the database, by a pinned better-sqlite3 process
// (lib/events-read.mjs), ÷ the time from the command to `synced` with every event received;
// the two alternate, medians of each. 1 would be a catch-up as fast as the bare read.
// The account and conversations are made through the API; the messages and their events are
// written straight into SQLite, as a send writes them (a message row, and a `message.created`
// event naming it in the conversation's stream, whose counter moves on).
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { createConversation, repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { spawnPinned, stop } from '../lib/proc.mjs';
import { connectRealtime } from '../lib/realtime-client.mjs';
import { median, round } from '../lib/stats.mjs';
import { uuid7 } from '../lib/uuid7.mjs';

const STREAMS = 10;
const PER_STREAM = 1000;
const METRIC = 'arm15.catch_up_per_db_read';

/** Writes `PER_STREAM` messages and events into each conversation; returns the cursors before. */
function seedEvents(file, conversationIds, profileId) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const message = db.prepare(
    'insert into messages (id, conversation_id, profile_id, content, client_id, created_at) values (?, ?, ?, ?, null, ?)',
  );
  const event = db.prepare(
    "insert into events (stream, seq, type, payload, message_id, created_at) values (?, ?, 'message.created', null, ?, ?)",
  );
  const seqOf = db.prepare('select event_seq from conversations where id = ?');
  const setSeq = db.prepare('update conversations set event_seq = ? where id = ?');
  const cursors = {};
  db.transaction(() => {
    for (const id of conversationIds) {
      const from = seqOf.get(id).event_seq;
      cursors[`c:${id}`] = from;
      const at = new Date().toISOString();
      for (let i = 1; i <= PER_STREAM; i += 1) {
        const messageId = uuid7();
        message.run(messageId, id, profileId, `Missed message ${i}, while the phone was off`, at);
        event.run(`c:${id}`, from + i, messageId, at);
      }
      setSeq.run(from + PER_STREAM, id);
    }
  })();
  db.close();
  return cursors;
}

/** A baseline process answering one read per line. */
function startReader(file) {
  const child = spawnPinned(process.execPath, [join(repoRoot, 'bench/lib/events-read.mjs'), file], {
    stdin: true,
  });
  let buffered = '';
  let waiting = null;
  child.stdout.on('data', (chunk) => {
    buffered += chunk;
    const newline = buffered.indexOf('\n');
    if (newline < 0) return;
    const line = buffered.slice(0, newline);
    buffered = buffered.slice(newline + 1);
    waiting?.(JSON.parse(line));
  });
  return {
    read: (cursors) =>
      new Promise((resolve) => {
        waiting = resolve;
        child.stdin.write(`${JSON.stringify(cursors)}\n`);
      }),
    stop: () => {
      child.stdin.end();
      return stop(child);
    },
  };
}

runArm('arm 15', async () => {
  const { quick } = armOptions();
  const rounds = quick ? 3 : 10;
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  try {
    let hearth = await startHearth({ databaseUrl: file });
    const family = await seedFamily(hearth.url);
    const ids = [family.conversation.id];
    for (let c = 1; c < STREAMS; c += 1) {
      ids.push((await createConversation(hearth.url, family, `Chat ${c}`)).id);
    }
    await hearth.stop();
    const cursors = seedEvents(file, ids, family.profile.id);

    hearth = await startHearth({ databaseUrl: file });
    const reader = startReader(file);
    let socket;
    try {
      let received = 0;
      let done = null;
      socket = await connectRealtime(hearth.url, family.token, (event) => {
        if (event.type === 'synced') done?.();
        else if (event.type === 'message.created') received += 1;
        else if (event.type === 'stream.reset') received = Number.NaN; // fails the count check
      });
      const catchUp = () =>
        new Promise((resolve, reject) => {
          received = 0;
          const timer = setTimeout(() => reject(new Error('no synced in 30 s')), 30_000);
          const start = performance.now();
          done = () => {
            clearTimeout(timer);
            resolve({ ms: performance.now() - start, events: received });
          };
          socket.send(JSON.stringify({ type: 'sync', cursors }));
        });
      const syncs = [];
      const reads = [];
      for (let i = 0; i <= rounds; i += 1) {
        const sync = await catchUp();
        const read = await reader.read(cursors);
        if (sync.events !== STREAMS * PER_STREAM || read.events !== STREAMS * PER_STREAM) {
          throw new Error(`events: catch-up ${sync.events}, read ${read.events}`);
        }
        if (i === 0) continue; // warm-up
        syncs.push(sync.ms);
        reads.push(read.ms);
      }
      return [
        {
          metric: METRIC,
          value: round(median(reads) / median(syncs)),
          target: 0.5,
          op: '>=',
          detail: {
            catch_up_ms: round(median(syncs), 1),
            db_read_ms: round(median(reads), 1),
            events: STREAMS * PER_STREAM,
            streams: STREAMS,
            rounds,
          },
        },
      ];
    } finally {
      socket?.terminate();
      await reader.stop();
      await hearth.stop();
    }
  } finally {
    tmp.cleanup();
  }
});
