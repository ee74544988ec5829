// Arm 13, capacity: how many family members one server core carries. Families of 6 (two
// conversations each, lib/families.mjs) are seeded straight into the database; the built server
// runs as `npm start` runs it (one process, pinned to the server core); load-generator processes
// (lib/capacity-worker.mjs, on the load core with this one) give every member one authenticated
// socket and play them at random (Poisson) times: a text a minute (typing first), a 15 s voice
// message in ten minutes (upload, then send), a conversation opened (GET) and marked read in two.
// Members are added in steps, each held after a warm-up, until the p99 from a send's start to its
// arrival on every other member's socket exceeds 200 ms, a request, a socket or a delivery fails,
// or the generator runs out of room. The figure is the largest step that held, per server core.
// SQLite has the target; PostgreSQL + Redis (full run only) is reported beside it.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { FAMILY_SIZE, makeFamilies, seedFamiliesPg, seedFamiliesSqlite } from '../lib/families.mjs';
import { repoRoot, startHearth, tempDir } from '../lib/hearth.mjs';
import { cpuSeconds, hasTaskset, sleep } from '../lib/proc.mjs';
import { tempPgDatabase } from '../lib/postgres.mjs';
import { percentile, round } from '../lib/stats.mjs';

const TARGET = 20_000;
const P99_LIMIT_MS = 200;
/** Members one generator process plays: its sockets must fit in its file-descriptor limit. */
const PER_WORKER = 5000;
/** The generator is out of room when its processes use this share of their core or stall. */
const GENERATOR_CPU_LIMIT = 0.85;
const GENERATOR_ELD_LIMIT_MS = 50;
/** The search between a step that held and one that did not stops this close. */
const RESOLUTION = 1250;
/** Seconds between a step that failed and the next, smaller one. */
const SETTLE_S = 10;
/** A 15 s recording at the web client's 48 kbit/s (VOICE_BITS_PER_SECOND). */
const VOICE = { voiceBytes: Math.round((15 * 48_000) / 8) + 4000, voiceKbps: 48 };
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

const env = (name, fallback) => (process.env[name] ? process.env[name] : fallback);
const numbers = (text) => text.split(',').map(Number);

/** The soft limit on open files: a server holds one per socket, so it caps the members. */
function fileLimit() {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  return Number(line?.split(/\s+/)[3]) || 1024;
}

/** Seconds the process's main thread has waited on a run queue: others' work on its core. */
function runQueueWait(pid) {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]) / 1e9;
}

function rssMb(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return round(Number(kb) / 1024, 1);
}

/** A forked generator process answering one IPC command at a time. */
function startWorker(index) {
  const child = fork(join(repoRoot, 'bench/lib/capacity-worker.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (msg, timeoutMs = 180_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`worker ${index}: no answer to ${msg.cmd}`)),
        timeoutMs,
      );
      const onExit = (code) =>
        reject(new Error(`worker ${index} exited (${code}) during ${msg.cmd}`));
      child.once('exit', onExit);
      child.once('message', (answer) => {
        clearTimeout(timer);
        child.off('exit', onExit);
        if (answer.ok) resolve(answer);
        else reject(new Error(`worker ${index}: ${answer.error}`));
      });
      child.send(msg);
    });
  return { child, ask };
}

/** One database: seed, start the server, step up the members, return the steps. */
async function capacity({
  label,
  databaseUrl,
  seed,
  serverEnv,
  steps,
  warm,
  hold,
  grace,
  budgetS,
  instances = 1,
}) {
  const started = Date.now();
  const maxMembers = Math.max(...steps);
  const families = makeFamilies(Math.ceil(maxMembers / FAMILY_SIZE));
  const hearth = await startHearth({ databaseUrl, env: serverEnv }); // runs the migrations
  await hearth.stop();
  await seed(families);
  // Several instances share the server core, one database and Redis; members take turns among them.
  const servers = [];
  for (let i = 0; i < instances; i += 1) {
    servers.push(await startHearth({ databaseUrl, env: serverEnv }));
  }
  const pids = servers.map((server) => server.child.pid);
  const total = (read) => pids.reduce((n, pid) => n + read(pid), 0);
  const workerCount = Math.ceil(maxMembers / PER_WORKER);
  const workers = Array.from({ length: workerCount }, (_, w) => startWorker(w));
  const results = [];
  let stopped = process.env.BENCH_CAPACITY_ALL_STEPS
    ? 'every step run (BENCH_CAPACITY_ALL_STEPS)'
    : 'every step held';
  try {
    // Worker w plays families w, w + W, w + 2W...; each its own source address 127.0.0.(10 + w).
    const shares = workers.map((_, w) => families.filter((_f, i) => i % workerCount === w));
    const init = await Promise.all(
      workers.map((worker, w) =>
        worker.ask({
          cmd: 'init',
          urls: servers.map((server) => server.url),
          families: shares[w],
          localAddress: `127.0.0.${10 + w}`,
          ...VOICE,
        }),
      ),
    );
    // Up the ladder while steps hold; from the first that does not, halve towards one that does,
    // then bisect between the largest that held and the smallest that did not.
    let lo = 0;
    let hi = Infinity;
    let rung = 0;
    let members = steps[0];
    while (members !== undefined) {
      if ((Date.now() - started) / 1000 + warm + hold + 30 > budgetS) {
        stopped = `${stopped}; time budget of ${budgetS} s reached`;
        break;
      }
      const familyCount = Math.round(members / FAMILY_SIZE);
      const counts = workers.map((_, w) => Math.max(0, Math.ceil((familyCount - w) / workerCount)));
      const connects = await Promise.all(
        workers.map((worker, w) => worker.ask({ cmd: 'connect', families: counts[w] })),
      );
      const runs = Promise.all(
        workers.map((worker) => worker.ask({ cmd: 'run', warm, hold, grace })),
      );
      await sleep(warm * 1000);
      const cpu0 = total(cpuSeconds);
      const wait0 = total(runQueueWait);
      const t0 = Date.now();
      await sleep(hold * 1000);
      const elapsed = (Date.now() - t0) / 1000;
      const serverCpu = (total(cpuSeconds) - cpu0) / elapsed;
      const serverWait = (total(runQueueWait) - wait0) / elapsed / instances;
      const rss = round(total(rssMb), 1);
      const parts = await runs;
      const latencies = parts.flatMap((p) => p.latencies);
      const sum = (key) => parts.reduce((n, p) => n + p[key], 0);
      const wall = Math.max(...parts.map((p) => p.wall));
      const step = {
        members: familyCount * FAMILY_SIZE,
        p99_ms: round(percentile(latencies, 99), 1),
        p50_ms: round(percentile(latencies, 50), 1),
        max_ms: round(Math.max(...latencies), 1),
        deliveries: latencies.length,
        sends_per_s: round((sum('texts') + sum('voices')) / wall, 1),
        voice_per_s: round(sum('voices') / wall, 2),
        opens_per_s: round(sum('opens') / wall, 1),
        frames_per_s: round(sum('frames') / wall),
        failures: sum('failures'),
        missing_deliveries: sum('missing'),
        errors: parts.flatMap((p) => p.errors).slice(0, 3),
        server_cpu: round(serverCpu, 2),
        // The server's CPU per 1,000 members: what a quiet core would need, whatever the load.
        server_cpu_per_1000: round((serverCpu * 1000) / (familyCount * FAMILY_SIZE), 4),
        server_rss_mb: rss,
        // Share of the step the server's main thread was ready but waited for its core.
        server_run_queue_wait: round(serverWait, 3),
        generator_cpu: round(sum('cpu_s') / wall, 2),
        generator_eld_p99_ms: round(Math.max(...parts.map((p) => p.eld_p99_ms)), 1),
        generator_eld_max_ms: round(Math.max(...parts.map((p) => p.eld_max_ms)), 1),
        generator_run_queue_wait: round(
          Math.max(...parts.map((p) => p.run_queue_wait_s / p.wall)),
          3,
        ),
        connect_s: round(Math.max(...connects.map((c) => c.seconds)), 1),
        load: loadavg().map((l) => round(l, 2)),
      };
      const held =
        latencies.length > 0 &&
        step.p99_ms <= P99_LIMIT_MS &&
        step.failures === 0 &&
        step.missing_deliveries === 0;
      // Out of room: the generator's own work fills its core, or its loop stalls while it was not
      // kept waiting for the core. Stalls while it waited are the machine's other tenants: the
      // step's p99 shows them, and `machine_busy` says so.
      const generatorWait = step.generator_run_queue_wait;
      step.machine_busy = step.server_run_queue_wait > 0.1 || generatorWait > 0.1;
      const generatorFull =
        step.generator_cpu > GENERATOR_CPU_LIMIT ||
        (step.generator_eld_p99_ms > GENERATOR_ELD_LIMIT_MS && generatorWait <= 0.1);
      step.held = held && !generatorFull;
      results.push(step);
      console.error(`${label} ${JSON.stringify(step)}`);
      if (generatorFull && !process.env.BENCH_CAPACITY_ALL_STEPS) {
        stopped = `generator out of room at ${step.members}`;
        break;
      }
      if (step.held) lo = Math.max(lo, step.members);
      else {
        hi = Math.min(hi, step.members);
        stopped = `${step.members}: ${step.p99_ms > P99_LIMIT_MS ? `p99 ${step.p99_ms} ms, ` : ''}${step.failures} failures, ${step.missing_deliveries} missing`;
      }
      // BENCH_CAPACITY_ALL_STEPS=1 (diagnostics) runs every step of the ladder whatever it gave.
      if (hi === Infinity || process.env.BENCH_CAPACITY_ALL_STEPS) members = steps[++rung];
      else {
        const next = lo === 0 ? Math.round(hi / 2) : Math.round((lo + hi) / 2);
        members = hi - lo <= RESOLUTION || next < 1000 ? undefined : next;
      }
      // A step that failed leaves the server a backlog: let it drain before the next one.
      if (!step.held && members !== undefined) await sleep(SETTLE_S * 1000);
    }
    if (hi !== Infinity) stopped = `${stopped}; largest held ${lo}`;
    return { steps: results, stopped, voice: init[0] };
  } finally {
    await Promise.all(
      workers.map((w) => w.ask({ cmd: 'close' }, 10_000).catch(() => w.child.kill())),
    );
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The figure and the detail of one database's run. */
function figure(run, extra) {
  const held = run.steps.filter((s) => s.held);
  const best = held.reduce((a, b) => (b.members > a.members ? b : a), held[0]);
  return {
    value: best ? best.members : 0,
    detail: {
      ...extra,
      stopped: run.stopped,
      p99_ms_at_figure: best?.p99_ms ?? null,
      server_rss_mb_at_figure: best?.server_rss_mb ?? null,
      cores: hasTaskset ? 1 : 'unpinned',
      voice_bytes: run.voice.voice_bytes,
      steps: run.steps,
    },
  };
}

/**
 * The scale-out step: two server processes on one PostgreSQL and one Redis, each family's members
 * taking turns between them, so that most deliveries cross instances. Both processes share the
 * server core (this machine has two: one for the servers, one for the load), so the figure is
 * still members per server core: what the scale-out costs, not the capacity a second core adds.
 */
async function twoInstances({ pgSteps, warm, hold, grace, quick, common }) {
  const metric = 'arm13.pg_redis_two_instances_members_per_core';
  const db = await tempPgDatabase();
  try {
    const run = await capacity({
      label: 'postgres x2',
      databaseUrl: db.url,
      seed: (families) => seedFamiliesPg(db.url, families),
      serverEnv: { REDIS_URL },
      steps: pgSteps,
      warm,
      hold,
      grace,
      budgetS: Number(env('BENCH_CAPACITY_PG_BUDGET_S', quick ? 90 : 120)),
      instances: 2,
    });
    return { metric, ...figure(run, { ...common, hold_s: hold, instances: 2 }), target: null };
  } catch (error) {
    return { metric, error: String(error.message) };
  } finally {
    await db.drop();
  }
}

runArm('arm 13', async () => {
  const { quick } = armOptions();
  // A server holds a descriptor per socket: past the limit (less its own files) it cannot accept.
  const limit = fileLimit();
  const cap = Math.floor((limit - 200) / FAMILY_SIZE) * FAMILY_SIZE;
  const ladder = (from, to, by) => {
    const out = [];
    for (let m = from; m <= Math.min(to, cap); m += by) out.push(m);
    if (cap < to && out.at(-1) < cap) out.push(cap);
    return out;
  };
  const steps = numbers(
    env('BENCH_CAPACITY_STEPS', quick ? '2000' : ladder(15_000, 40_000, 2500).join(',')),
  );
  const hold = Number(env('BENCH_CAPACITY_HOLD_S', quick ? 10 : 60));
  const warm = Number(env('BENCH_CAPACITY_WARM_S', quick ? 3 : 10));
  const grace = 2;
  const common = { file_limit: limit, member_cap: cap, hold_s: hold, warm_s: warm };
  const results = [];
  const tmp = tempDir();
  try {
    const file = join(tmp.dir, 'hearth.db');
    const sqlite = await capacity({
      label: 'sqlite',
      databaseUrl: file,
      seed: async (families) => seedFamiliesSqlite(file, families),
      // The server's default durability (FULL: an fsync a commit) unless, as in arm 2,
      // BENCH_SQLITE_SYNCHRONOUS says otherwise.
      serverEnv: process.env.BENCH_SQLITE_SYNCHRONOUS
        ? { SQLITE_SYNCHRONOUS: process.env.BENCH_SQLITE_SYNCHRONOUS }
        : {},
      steps,
      warm,
      hold,
      grace,
      budgetS: Number(env('BENCH_CAPACITY_BUDGET_S', quick ? 90 : 330)),
    });
    results.push({
      metric: 'arm13.members_per_core',
      ...figure(sqlite, common),
      target: TARGET,
      op: '>=',
    });
  } finally {
    tmp.cleanup();
  }
  if (quick && !process.env.BENCH_CAPACITY_PG) return results;
  const pgSteps = numbers(env('BENCH_CAPACITY_PG_STEPS', ladder(7_500, 40_000, 2500).join(',')));
  const pgHold = Number(env('BENCH_CAPACITY_PG_HOLD_S', quick ? 15 : 20));
  const db = await tempPgDatabase();
  try {
    const pg = await capacity({
      label: 'postgres',
      databaseUrl: db.url,
      seed: (families) => seedFamiliesPg(db.url, families),
      serverEnv: { REDIS_URL },
      steps: pgSteps,
      warm,
      hold: pgHold,
      grace,
      budgetS: Number(env('BENCH_CAPACITY_PG_BUDGET_S', quick ? 90 : 120)),
    });
    results.push({
      metric: 'arm13.pg_redis_members_per_core',
      ...figure(pg, { ...common, hold_s: pgHold }),
      target: null,
      op: '>=',
    });
  } catch (error) {
    results.push({ metric: 'arm13.pg_redis_members_per_core', error: String(error.message) });
  } finally {
    await db.drop();
  }
  results.push(await twoInstances({ pgSteps, warm, hold: pgHold, grace, quick, common }));
  return results;
});
