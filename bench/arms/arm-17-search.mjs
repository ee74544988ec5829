// Arm 17: search on a million messages (SQLite). p99 of 100 searches through the API
// (`GET /profiles/{id}/search?q=`, its first page) ÷ p99 of the same FTS5 query run directly
// with better-sqlite3 on the same file in the same run, and the API's absolute p99.
// Ten families share the server (lib/search-seed.mjs); the searcher, a parent, reads two of
// their twenty conversations, a tenth of the messages. The searches mix words in most messages
// ("the"), words in a few dozen (made-up names), and a whole word with a prefix being typed.
// SEARCH_BENCH_MESSAGES seeds fewer messages, to try the arm on a busy machine.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { repoRoot, startHearth, tempDir } from '../lib/hearth.mjs';
import { timedGet } from '../lib/latency.mjs';
import { searchDatabase } from '../lib/search-seed.mjs';
import { vocabulary } from '../lib/search-words.mjs';
import { median, percentile, round } from '../lib/stats.mjs';

const MESSAGES = Number(process.env.SEARCH_BENCH_MESSAGES ?? 1_000_000);
const PAGE = 20;
// The server's own parsing of what was typed, so that both sides run the same MATCH.
const terms = await import(
  pathToFileURL(join(repoRoot, 'apps/server/dist/modules/search/search-terms.js')).href
);

/** 100 searches: 40 common words, 40 rare ones, 20 "whole word + prefix being typed". */
function searches() {
  const words = vocabulary();
  const list = [];
  for (let i = 0; i < 40; i += 1) list.push(words[i]);
  for (let i = 0; i < 40; i += 1) list.push(words[5000 + i * 375]);
  for (let i = 0; i < 20; i += 1) list.push(`${words[i * 3]} ${words[100 + i * 10].slice(0, 4)}`);
  return list;
}

/** The query the API answers, on the file directly: the match, the reader's conversations, the page. */
function directSearch(db, profileId) {
  const query = db.prepare(
    `select m.id, m.conversation_id, m.profile_id, m.kind, m.created_at,
            snippet(message_search, 0, '«', '»', '…', 16) as snippet
     from message_search s join messages m on m.rowid = s.rowid
     where message_search match ? and m.deleted_at is null
       and m.conversation_id in (select conversation_id from participants where profile_id = ?)
     order by s.rowid desc limit ${PAGE + 1}`,
  );
  return (q) => {
    const start = performance.now();
    const rows = query.all(terms.fts5Match(terms.searchTerms(q)), profileId);
    return { ms: performance.now() - start, found: rows.length };
  };
}

runArm('arm 17', async () => {
  armOptions();
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  try {
    const seedStart = performance.now();
    const { families, seeded } = await searchDatabase(file, MESSAGES);
    const seedMs = performance.now() - seedStart;
    const reader = families[0].members[2];
    const hearth = await startHearth({ databaseUrl: file });
    const db = new SQLite(file, { readonly: true });
    try {
      const direct = directSearch(db, reader.profileId);
      const url = (q) =>
        `${hearth.url}/api/v1/profiles/${reader.profileId}/search?q=${encodeURIComponent(q)}`;
      const auth = { authorization: `Bearer ${reader.token}` };
      const list = searches();
      // One pass to warm both (page cache, statements, JIT); then each search both ways in turn.
      for (const q of list) {
        direct(q);
        await timedGet(url(q), auth);
      }
      const api = [];
      const raw = [];
      // What any signed-in GET costs here (HTTP, the session, JSON): the API's floor.
      const floor = [];
      let found = 0;
      for (const q of list) {
        api.push(await timedGet(url(q), auth));
        floor.push(await timedGet(`${hearth.url}/api/v1/auth/me`, auth));
        const one = direct(q);
        raw.push(one.ms);
        found += one.found;
      }
      const p99 = percentile(api, 99);
      const detail = {
        api_p99_ms: round(p99),
        direct_p99_ms: round(percentile(raw, 99)),
        api_median_ms: round(median(api)),
        direct_median_ms: round(median(raw)),
        signed_in_get_p99_ms: round(percentile(floor, 99)),
        signed_in_get_median_ms: round(median(floor)),
        messages: MESSAGES,
        searches: list.length,
        mean_found: round(found / list.length),
        seed_ms: Math.round(seedMs),
        seeded_now: seeded,
      };
      return [
        {
          metric: 'arm17.search_api_per_direct_p99',
          value: round(p99 / percentile(raw, 99)),
          target: 1.5,
          op: '<=',
          detail,
        },
        { metric: 'arm17.search_api_p99_ms', value: round(p99), target: 50, op: '<=', unit: 'ms' },
        {
          metric: 'arm17.search_postgres',
          skipped: 'PostgreSQL side not measured: SQLite is the default database',
        },
      ];
    } finally {
      db.close();
      await hearth.stop();
    }
  } finally {
    tmp.cleanup();
  }
});
