// Arm 19, peers: Hearth beside Prosody and ejabberd, the XMPP servers a family would otherwise
// self-host, on the same workload in one run (issue 35). Families of 6 in one group conversation
// (XMPP: a multi-user chat room archived by MAM), every member connected and sending a text every
// 30 s; every server stores every message in SQLite with an fsync per commit before delivering
// it, without TLS, pinned to the server core (lib/peers/ladder.mjs measures it). Per server:
// members per core at p99 <= 200 ms, and at the common load p50/p99, server CPU per delivery and
// RSS per member; then Hearth ÷ the best peer and ÷ each. Peers not installed are skipped with
// the apt line; `npm run bench` runs this arm only when asked (`--arms peers`).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { FAMILY_SIZE, makeFamilies, seedFamiliesSqlite } from '../lib/families.mjs';
import { startHearth, tempDir } from '../lib/hearth.mjs';
import { hasTaskset } from '../lib/proc.mjs';
import { measureServer } from '../lib/peers/ladder.mjs';
import { peerRatios } from '../lib/peers/ratios.mjs';
import {
  APT_LINE,
  archived,
  missing,
  schemaReady,
  seedAccounts,
  startEjabberd,
  startProsody,
  xmppUser,
} from '../lib/peers/xmpp-servers.mjs';

const NICKNAMES = ['Grandma', 'Grandpa', 'Mum', 'Dad', 'Ana', 'Leo'];
const env = (name, fallback) => (process.env[name] ? process.env[name] : fallback);

function fileLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3]) || 1024;
}

/** Hearth: arm 13's families seeded into a migrated SQLite file; only "Everyone" is used. */
async function hearth(dir, familyCount, run) {
  const file = join(dir, 'hearth.db');
  await (await startHearth({ databaseUrl: file })).stop(); // runs the migrations
  const seeded = makeFamilies(familyCount);
  seedFamiliesSqlite(file, seeded);
  const server = await startHearth({ databaseUrl: file });
  const families = seeded.map((f) => ({
    conversationId: f.conversations[0].id,
    members: f.members.map((m) => ({ token: m.token, profileId: m.profileId, nick: m.nickname })),
  }));
  const measured = await run(
    { name: 'hearth', pid: server.child.pid },
    { kind: 'hearth', url: server.url },
    families,
  ).finally(server.stop);
  return { ...measured, archived: archived({ name: 'hearth', database: file }) };
}

/** A peer: started once to create its schema, stopped, its accounts seeded, started again. */
async function xmpp(start, dir, familyCount, run) {
  const first = await start(dir);
  await schemaReady(first).finally(first.stop);
  seedAccounts(first, familyCount, FAMILY_SIZE);
  const server = await start(dir);
  const families = Array.from({ length: familyCount }, (_, f) => ({
    room: `family${f}`,
    members: NICKNAMES.map((nick, i) => ({ user: xmppUser(f, i), nick })),
  }));
  const run1 = await run(server, { kind: 'xmpp', port: server.port }, families).finally(
    server.stop,
  );
  return { ...run1, archived: archived(server) };
}

runArm('arm 19', async () => {
  const { quick } = armOptions();
  const limit = fileLimit();
  const cap = Math.floor((limit - 200) / FAMILY_SIZE) * FAMILY_SIZE;
  const numbers = (text) =>
    text
      .split(',')
      .map(Number)
      .filter((n) => n > 0 && n <= cap);
  const common = Number(env('BENCH_PEERS_COMMON', quick ? 1200 : 2000));
  const steps = numbers(env('BENCH_PEERS_STEPS', quick ? '' : `6000,12000,${cap}`));
  const timing = {
    warm: Number(env('BENCH_PEERS_WARM_S', quick ? 5 : 10)),
    hold: Number(env('BENCH_PEERS_HOLD_S', quick ? 10 : 30)),
    grace: 2,
    period: 30,
    budgetS: Number(env('BENCH_PEERS_BUDGET_S', quick ? 60 : 270)),
  };
  const familyCount = Math.ceil(Math.max(common, ...steps) / FAMILY_SIZE);
  const gone = missing();
  const servers = [
    ['hearth', (dir, run) => hearth(dir, familyCount, run), []],
    ['prosody', (dir, run) => xmpp(startProsody, dir, familyCount, run), gone.prosody],
    ['ejabberd', (dir, run) => xmpp(startEjabberd, dir, familyCount, run), gone.ejabberd],
  ];
  const runs = {};
  // BENCH_PEERS_SERVERS=prosody (diagnostics) measures only the servers it names.
  const only = process.env.BENCH_PEERS_SERVERS?.split(',');
  for (const [name, prepare, lacking] of servers.filter(([n]) => !only || only.includes(n))) {
    if (lacking.length > 0) {
      runs[name] = {
        skipped: `skipped: ${name} not installed (missing ${lacking.join(', ')}; ${APT_LINE})`,
      };
      continue;
    }
    const tmp = tempDir(`hearth-bench-${name}-`);
    try {
      runs[name] = await prepare(tmp.dir, (server, target, families) =>
        measureServer({ server, target, families, common, steps, timing, dir: tmp.dir }),
      );
    } catch (error) {
      runs[name] = { error: String(error.message).slice(0, 500) };
    } finally {
      tmp.cleanup();
    }
  }
  const context = {
    file_limit: limit,
    member_cap: cap,
    common_members: common,
    ...timing,
    cores: hasTaskset ? 1 : 'unpinned',
  };
  return peerRatios(runs, context);
});
