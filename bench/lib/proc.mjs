// Process helpers shared by every arm: pinning, free ports, waiting for readiness, clean stops.
import { spawn, spawnSync } from 'node:child_process';
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
