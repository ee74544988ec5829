// Process helpers shared by every arm: pinning, free ports, waiting for readiness, clean stops.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';

// Node 20's global fetch, named so the lint config (which lists few globals) knows it.
const { fetch } = globalThis;

export const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

// The system under test gets core 0, the load generator (the arm process itself) core 1:
// on a 2-core box this keeps the generator from stealing the server's CPU.
export const SERVER_CORE = 0;
export const LOAD_CORE = availableParallelism() > 1 ? 1 : 0;

/** Spawns `cmd args` pinned to `core` when taskset exists; stdout/stderr are kept for errors. */
export function spawnPinned(
  cmd,
  args,
  { core = SERVER_CORE, env = {}, cwd, stdin = false, stdout = 'pipe' } = {},
) {
  const [file, argv] = hasTaskset ? ['taskset', ['-c', String(core), cmd, ...args]] : [cmd, args];
  const child = spawn(file, argv, {
    cwd,
    env: { ...process.env, ...env },
    // `stdout` may be a file descriptor: a server's request log goes to a file, not to the arm.
    stdio: [stdin ? 'pipe' : 'ignore', stdout, 'pipe'],
  });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr.on('data', keep);
  child.output = () => output;
  return child;
}

/** Stops a child we started, by its pid, and waits until it has exited. */
export function stop(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 2xx; bounded so a broken server fails the arm, not the suite. */
export async function waitForHttp(url, child, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`process exited (${child.exitCode}) before ready:\n${child.output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(50);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${child?.output() ?? ''}`);
}

/** The machine's idle share (0..1, all cores) over `ms`, read from /proc/stat; null elsewhere. */
export async function idleShare(ms = 1000) {
  const read = () => {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0];
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: idle and iowait are the idle part.
    return { idle: ticks[3] + (ticks[4] ?? 0), total: ticks.reduce((a, b) => a + b, 0) };
  };
  if (!existsSync('/proc/stat')) return null;
  const before = read();
  await new Promise((r) => setTimeout(r, ms));
  const after = read();
  const total = after.total - before.total;
  return total > 0 ? (after.idle - before.idle) / total : null;
}

/**
 * Waits (at most `maxMs`) until the machine is nearly idle: what is left of an earlier arm (a
 * database vacuuming, a server still exiting) must not be measured as this arm's cost. Answers
 * the idle share last seen, to put in the result's detail.
 */
export async function quietMachine({ atLeast = 0.9, maxMs = 30_000 } = {}) {
  const until = Date.now() + maxMs;
  let idle = await idleShare();
  while (idle !== null && idle < atLeast && Date.now() < until) idle = await idleShare();
  return idle === null ? null : Math.round(idle * 100) / 100;
}

/** CPU seconds (user + system, every thread) a process has used, from /proc. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
}
