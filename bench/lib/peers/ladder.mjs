// The measurement of one server in arm 19: generator processes on the load core connect the
// members, then every step runs warm + hold seconds of the workload. First the common load (the
// same number of members for all three servers), then arm 13's ladder: up while steps hold, from
// the first that fails down by halves to one that holds, then bisecting to within RESOLUTION.
import { fork } from 'node:child_process';
import { Buffer } from 'node:buffer';
import { closeSync, fdatasyncSync, openSync, readFileSync, readdirSync, writeSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { repoRoot } from '../hearth.mjs';
import { cpuSeconds, sleep } from '../proc.mjs';
import { percentile, round } from '../stats.mjs';

export const P99_LIMIT_MS = 200;
/** Members one generator process plays (its sockets within its file-descriptor limit). */
const PER_WORKER = 5000;
/** The generator is out of room when its processes use this share of their core. */
const GENERATOR_CPU_LIMIT = 0.85;
/** The search stops this close (or within a quarter of the smallest step that failed)... */
const RESOLUTION = 1250;
/** ...or below this many members (20 families). */
const MIN_MEMBERS = 120;
const SETTLE_S = 10;

/** Seconds the process's threads waited on a run queue (ejabberd's work is on its scheduler
 * threads, not its main one): others' work on its core. */
const runQueueWait = (pid) =>
  readdirSync(`/proc/${pid}/task`).reduce(
    (total, tid) =>
      total +
      Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[1]) / 1e9,
    0,
  );

/** fdatasync of a 4 KB write in the servers' temporary folder, every 250 ms: the disk's pace. */
function fsyncProbe(dir) {
  const fd = openSync(join(dir, 'fsync-probe'), 'w');
  const page = Buffer.alloc(4096, 1);
  const samples = [];
  const timer = setInterval(() => {
    writeSync(fd, page, 0, page.length, 0);
    const t0 = performance.now();
    fdatasyncSync(fd);
    samples.push(performance.now() - t0);
  }, 250);
  return () => {
    clearInterval(timer);
    closeSync(fd);
    return { p50: round(percentile(samples, 50), 2), p99: round(percentile(samples, 99), 2) };
  };
}

export const rssKb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);

function startWorker(index) {
  const child = fork(join(repoRoot, 'bench/lib/peers/peers-worker.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ask = (msg, timeoutMs = 300_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`worker ${index}: no answer`)), timeoutMs);
      const onExit = (code) => reject(new Error(`worker ${index} exited (${code})`));
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

/**
 * Runs the common step, then the ladder, on a started server ({ name, pid }) whose `families`
 * (protocol-specific, see peers-worker.mjs) are seeded. Answers { common, steps, stopped }.
 */
export async function measureServer({ server, target, families, common, steps, timing, dir }) {
  const started = Date.now();
  const { warm, hold, grace, period, budgetS } = timing;
  const idleRss = rssKb(server.pid);
  const count = Math.ceil((families.length * 6) / PER_WORKER);
  const workers = Array.from({ length: count }, (_, w) => startWorker(w));
  try {
    await Promise.all(
      workers.map((worker, w) =>
        worker.ask({
          cmd: 'init',
          target,
          families: families.filter((_f, i) => i % count === w),
          localAddress: `127.0.0.${10 + w}`,
        }),
      ),
    );
    const step = async (members) => {
      const familyCount = Math.round(members / 6);
      const connects = await Promise.all(
        workers.map((worker, w) =>
          worker.ask({ cmd: 'connect', families: Math.ceil(Math.max(0, familyCount - w) / count) }),
        ),
      );
      const runs = Promise.all(
        workers.map((w) => w.ask({ cmd: 'run', warm, hold, grace, period })),
      );
      await sleep(warm * 1000);
      const cpu0 = cpuSeconds(server.pid);
      const wait0 = runQueueWait(server.pid);
      const fsyncs = fsyncProbe(dir);
      const t0 = Date.now();
      await sleep(hold * 1000);
      const seconds = (Date.now() - t0) / 1000;
      const serverCpu = (cpuSeconds(server.pid) - cpu0) / seconds;
      const serverWait = (runQueueWait(server.pid) - wait0) / seconds;
      const disk = fsyncs();
      const rss = rssKb(server.pid);
      const parts = await runs;
      const latencies = parts.flatMap((p) => p.latencies);
      const sum = (key) => parts.reduce((n, p) => n + p[key], 0);
      sentTotal = sum('sent_total');
      const wall = Math.max(...parts.map((p) => p.wall));
      const deliveriesPerS = latencies.length / wall;
      const connectFailures = connects.reduce((n, c) => n + c.connect_failures, 0);
      const result = {
        members: familyCount * 6,
        p50_ms: round(percentile(latencies, 50), 1),
        p99_ms: round(percentile(latencies, 99), 1),
        max_ms: round(Math.max(...latencies), 1),
        sends_per_s: round(sum('sends') / wall, 1),
        deliveries: latencies.length,
        failures: sum('failures'),
        missing_deliveries: sum('missing'),
        errors: parts.flatMap((p) => p.errors).slice(0, 3),
        server_cpu: round(serverCpu, 3),
        // Server CPU per message delivered to another member, in microseconds.
        cpu_us_per_delivery: round((serverCpu * 1e6) / deliveriesPerS, 1),
        server_rss_mb: round(rss / 1024, 1),
        // What each connected member adds to the server's memory, over the idle server's (the
        // first step's figure: a server keeps memory it took after members leave).
        rss_kb_per_member: round((rss - idleRss) / (familyCount * 6 - connectFailures), 2),
        // Share of the step the server's threads were ready but waited for its core (the
        // machine's other tenants), and the disk's fdatasync p50/p99 (ms) meanwhile.
        server_run_queue_wait: round(serverWait, 3),
        disk_fsync_ms: disk,
        generator_cpu: round(sum('cpu_s') / wall, 2),
        generator_eld_p99_ms: round(Math.max(...parts.map((p) => p.eld_p99_ms)), 1),
        connect_s: round(Math.max(...connects.map((c) => c.seconds)), 1),
        connect_failures: connectFailures,
        connect_errors: connects.flatMap((c) => c.connect_errors).slice(0, 2),
        load: loadavg().map((l) => round(l, 2)),
      };
      const generatorFull = result.generator_cpu > GENERATOR_CPU_LIMIT;
      result.held =
        latencies.length > 0 &&
        result.p99_ms <= P99_LIMIT_MS &&
        result.failures === 0 &&
        result.connect_failures === 0 &&
        result.missing_deliveries === 0 &&
        !generatorFull;
      result.generator_full = generatorFull;
      console.error(`${server.name} ${JSON.stringify(result)}`);
      return result;
    };
    let sentTotal = 0;
    const commonStep = await step(common);
    const results = [];
    let stopped = commonStep.held ? 'every step held' : `${common}: the common load did not hold`;
    // The common load is the first rung: the ladder goes on above it, or halves below it.
    let lo = commonStep.held ? commonStep.members : 0;
    let hi = commonStep.held ? Infinity : commonStep.members;
    let rung = steps.findIndex((m) => m > lo);
    let members = hi === Infinity ? steps[rung] : Math.round(hi / 2);
    if (rung < 0 || members < MIN_MEMBERS) members = undefined;
    if (!commonStep.held && members !== undefined) await sleep(SETTLE_S * 1000);
    while (members !== undefined) {
      if ((Date.now() - started) / 1000 + warm + hold + 30 > budgetS) {
        stopped = `${stopped}; time budget of ${budgetS} s reached`;
        break;
      }
      const result = await step(members);
      results.push(result);
      if (result.generator_full) {
        stopped = `generator out of room at ${result.members}`;
        break;
      }
      if (result.held) lo = Math.max(lo, result.members);
      else {
        hi = Math.min(hi, result.members);
        stopped = `${result.members}: p99 ${result.p99_ms} ms, ${result.failures} failures, ${result.connect_failures} connections failed, ${result.missing_deliveries} missing`;
      }
      if (hi === Infinity) members = steps[++rung];
      else {
        const next = lo === 0 ? Math.round(hi / 2) : Math.round((lo + hi) / 2);
        members = hi - lo <= Math.min(RESOLUTION, hi / 4) || next < MIN_MEMBERS ? undefined : next;
      }
      if (!result.held && members !== undefined) await sleep(SETTLE_S * 1000);
    }
    if (hi !== Infinity) stopped = `${stopped}; largest held ${lo}`;
    return {
      common: commonStep,
      steps: results,
      stopped,
      idle_rss_mb: round(idleRss / 1024, 1),
      sent_total: sentTotal,
    };
  } finally {
    await Promise.all(
      workers.map((w) => w.ask({ cmd: 'close' }, 10_000).catch(() => w.child.kill())),
    );
  }
}
