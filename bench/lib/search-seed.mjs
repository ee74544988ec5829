// The search arm's database: families and a million messages written straight into a migrated
// SQLite file in one transaction, then indexed the way migration 0017 backfills ('rebuild'),
// cached under the OS's temp directory by the migrations it was made with, so that a second run
// starts at once.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { makeFamilies, seedFamiliesSqlite } from './families.mjs';
import { repoRoot, startHearth } from './hearth.mjs';
import { random, vocabulary, zipf } from './search-words.mjs';
import { uuid7 } from './uuid7.mjs';

const FAMILIES = 10;
// Seeded access tokens live a week (families.mjs): a cache a day old is made again.
const CACHE_MAX_AGE_MS = 86_400_000;

function cacheFile(count) {
  const migrations = readdirSync(join(repoRoot, 'apps/server/src/db/migrations')).sort();
  const key = createHash('sha256')
    .update(JSON.stringify({ migrations, count, version: 1 }))
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `hearth-bench-search-${key}.db`);
}

function seedMessages(file, families, count, words) {
  const db = new SQLite(file);
  // A throwaway copy: no journal to write while seeding; the server sets WAL when it opens it.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  const insert = db.prepare(
    `insert into messages (id, conversation_id, profile_id, content, client_id, created_at)
     values (?, ?, ?, ?, null, ?)`,
  );
  const next = random(17);
  const pick = zipf(words.length, next);
  const chats = families.flatMap((f) =>
    f.conversations.map((c) => ({ id: c.id, senders: c.members.map((i) => f.members[i]) })),
  );
  // A year of messages, oldest first, as a family server fills up.
  const start = Date.now() - 365 * 86_400_000;
  const step = (365 * 86_400_000) / count;
  // The index's triggers are set aside for the seed and put back as the migration made them: a
  // million rows through them in one transaction took ~5x as long as one rebuild (27 s against
  // 4 s for 100,000 on the busy bench machine), far past the arm's minute.
  const triggers = db
    .prepare("select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'messages'")
    .all();
  for (const { name } of triggers) db.exec(`drop trigger ${name}`);
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const chat = chats[Math.floor(next() * chats.length)];
      const sender = chat.senders[Math.floor(next() * chat.senders.length)];
      const length = 3 + Math.floor(next() * 14);
      let content = words[pick()];
      for (let w = 1; w < length; w += 1) content += ` ${words[pick()]}`;
      const at = new Date(start + i * step).toISOString();
      insert.run(uuid7(), chat.id, sender.profileId, content, at);
    }
  })();
  db.exec("insert into message_search (message_search) values ('rebuild')");
  for (const trigger of triggers) db.exec(trigger.sql);
  db.close();
}

/**
 * A migrated SQLite file at `file` with FAMILIES families (families.mjs) and `count` messages
 * spread over their conversations; returns the families (their members carry bearer tokens).
 */
export async function searchDatabase(file, count) {
  const cached = cacheFile(count);
  const meta = `${cached}.json`;
  const fresh = existsSync(cached) && Date.now() - statSync(cached).mtimeMs < CACHE_MAX_AGE_MS;
  if (!fresh) {
    const building = `${cached}.${process.pid}.tmp`;
    const hearth = await startHearth({ databaseUrl: building }); // runs the migrations
    await hearth.stop();
    const families = makeFamilies(FAMILIES);
    seedFamiliesSqlite(building, families);
    seedMessages(building, families, count, vocabulary());
    const db = new SQLite(building);
    db.pragma('journal_mode = DELETE');
    db.close();
    writeFileSync(`${building}.json`, JSON.stringify(families));
    renameSync(`${building}.json`, meta);
    renameSync(building, cached);
  }
  copyFileSync(cached, file);
  return { families: JSON.parse(readFileSync(meta, 'utf8')), seeded: !fresh };
}
