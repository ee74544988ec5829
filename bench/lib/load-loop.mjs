// What the load-generator processes of arm 13 (capacity-worker.mjs) and arm 19
// (peers/peers-worker.mjs) share: their IPC commands, their HTTP requests, bounded connecting,
// and the latency loop (a message's send and its deliveries timed by one clock, over a warm-up
// then a measured hold). One worker per process: the state here is that process's.
import { Buffer } from 'node:buffer';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { clearInterval, setInterval } from 'node:timers';

/** How long a request may take, and the wait for those in flight at a window's end. */
export const REQUEST_TIMEOUT_MS = 10_000;

let freshStats = () => ({});
/** The counters of the current window (`stats.latencies`, `failures`, `errors`, `missing`...). */
export let stats = {};
/** True from the end of the warm-up to the end of the hold: only then is latency kept. */
export let measuring = false;
const pending = new Map(); // message id -> { t0, sender, expected, got, measured }
const tasks = new Set();

/** The worker's counters, made afresh for each measured window; each has those above. */
export function useStats(make) {
  freshStats = make;
  stats = make();
}

export function fail(what) {
  stats.failures += 1;
  if (stats.errors.length < 5) stats.errors.push(String(what?.message ?? what).slice(0, 300));
}

/** A message sent now by `sender`, to arrive `expected` times elsewhere. */
export function sent(id, sender, expected) {
  pending.set(id, { t0: performance.now(), sender, expected, got: 0, measured: measuring });
}

/** The message arrived at `receiver`; the sender's own copy is not a delivery. */
export function delivered(id, receiver) {
  const entry = pending.get(id);
  if (!entry || entry.sender === receiver) return;
  entry.got += 1;
  if (entry.measured) stats.latencies.push(performance.now() - entry.t0);
  if (entry.got >= entry.expected) pending.delete(id);
}

/** Keeps the action's promise until it settles: a window's end waits for those in flight. */
export function track(action) {
  const task = action.catch(fail);
  tasks.add(task);
  void task.finally(() => tasks.delete(task));
}

/** Nanoseconds this process's main thread has waited on a run queue (another task on its core). */
const runQueueWaitNs = () => Number(readFileSync('/proc/self/schedstat', 'utf8').split(' ')[1]);

/**
 * Calls `tick(now, start)` every 10 ms for warm + hold seconds (it starts the actions, bounded
 * per tick), measuring from the end of the warm-up; then waits up to `drainMs` for the actions
 * in flight and `grace` s for their last deliveries, and counts the deliveries still missing.
 */
export async function timedWindow({ warm, hold, grace, drainMs }, tick) {
  stats = freshStats();
  measuring = false;
  const eld = monitorEventLoopDelay({ resolution: 10 });
  const start = performance.now();
  let cpu0;
  let wait0;
  let measureStart;
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      if (!measuring && now - start >= warm * 1000) {
        measuring = true;
        measureStart = now;
        cpu0 = process.cpuUsage();
        wait0 = runQueueWaitNs();
        stats = freshStats();
        eld.enable();
      }
      if (now - start >= (warm + hold) * 1000) {
        clearInterval(timer);
        return resolve();
      }
      tick(now, start);
    }, 10);
  });
  const cpu = process.cpuUsage(cpu0);
  const waited = (runQueueWaitNs() - wait0) / 1e9;
  const wall = (performance.now() - measureStart) / 1000;
  eld.disable();
  measuring = false;
  const until = Date.now() + drainMs;
  while (tasks.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, grace * 1000));
  for (const [id, entry] of pending) {
    if (entry.measured) stats.missing += entry.expected - entry.got;
    pending.delete(id);
  }
  return {
    wall,
    cpu_s: (cpu.user + cpu.system) / 1e6,
    run_queue_wait_s: waited,
    eld_p99_ms: eld.percentile(99) / 1e6,
    eld_max_ms: eld.max / 1e6,
    unfinished: tasks.size,
  };
}

/** Runs `open` on every item, at most `width` at a time. */
export async function eachBounded(items, width, open) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await open(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

/** One request on the keep-alive `agent`, as `token`; resolves with the body's text. */
export function request(agent, method, url, token, body, contentType = 'application/json') {
  const payload =
    body === undefined
      ? undefined
      : Buffer.isBuffer(body)
        ? body
        : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const headers = { authorization: `Bearer ${token}` };
    if (payload)
      Object.assign(headers, { 'content-type': contentType, 'content-length': payload.length });
    const req = http.request(
      url,
      { method, agent, timeout: REQUEST_TIMEOUT_MS, headers },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode >= 300)
            reject(new Error(`${method} ${url} -> ${res.statusCode} ${text}`));
          else resolve(text);
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * Answers the parent's commands: each handler's result is sent back with `ok: true`, an error
 * with `ok: false`. `close` (its handler hangs up) ends the process once answered.
 */
export function serveCommands(handlers) {
  process.on('message', async (msg) => {
    try {
      if (!(msg.cmd in handlers)) return;
      process.send({ ok: true, ...(await handlers[msg.cmd](msg)) });
      if (msg.cmd === 'close') setTimeout(() => process.exit(0), 100);
    } catch (error) {
      process.send({ ok: false, error: String(error?.stack ?? error) });
    }
  });
}
