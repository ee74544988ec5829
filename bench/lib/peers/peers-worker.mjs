// One load-generator process of arm 19 (forked by it, pinned with it to the load core): it plays
// whole families on one server, Hearth or an XMPP peer, so a message's send and its deliveries are
// timed by the same clock. Every member holds one connection (Hearth: its realtime socket; XMPP:
// a bound resource with presence in the family's room) and sends a text every PERIOD_S seconds,
// the members' sends spread evenly over the period; latency runs from the send to its arrival on
// every other member's connection. Commands come over IPC; every loop is bounded.
import { Buffer } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { connectRealtime } from '../realtime-client.mjs';
import { connectXmpp } from './xmpp-client.mjs';
import { MUC_DOMAIN, PASSWORD, XMPP_DOMAIN } from './xmpp-servers.mjs';

const TEXT = 'Dinner at grandma’s on Sunday, bring the photos from the trip!';
const REQUEST_TIMEOUT_MS = 10_000;
/** Deliveries a message expects: every other member of its family of 6. */
const OTHERS = 5;

let target; // { kind: 'hearth', url } or { kind: 'xmpp', port }
let families = [];
let localAddress;
let agent;
let active = 0;
let closing = false;
let stats = freshStats();
let measuring = false;
let sentTotal = 0; // every send of every step, warm-ups included: what storage should hold
const pending = new Map(); // message id -> { t0, sender, got, measured }

function freshStats() {
  return { latencies: [], sends: 0, failures: 0, errors: [], missing: 0 };
}

function fail(what) {
  stats.failures += 1;
  if (stats.errors.length < 5) stats.errors.push(String(what?.message ?? what).slice(0, 300));
}

function delivered(id, receiver) {
  const entry = pending.get(id);
  if (!entry || entry.sender === receiver) return; // the sender's own copy is not a delivery
  entry.got += 1;
  if (entry.measured) stats.latencies.push(performance.now() - entry.t0);
  if (entry.got >= entry.expected) pending.delete(id);
}

/** Hearth: the realtime socket receives, a POST sends (as the web client does). */
async function connectHearth(family, member) {
  const socket = await connectRealtime(
    target.url,
    member.token,
    (event) => event.type === 'message.created' && delivered(event.message?.client_id, member),
    30_000,
    localAddress,
  );
  const path = `/api/v1/profiles/${member.profileId}/conversations/${family.conversationId}/messages`;
  const body = (id) => Buffer.from(JSON.stringify({ message: { content: TEXT, client_id: id } }));
  return {
    onClose: (fn) => socket.on('close', fn),
    close: () => socket.terminate(),
    send: (id) => post(path, member.token, body(id)),
  };
}

function post(path, token, payload) {
  return new Promise((resolve, reject) => {
    const req = http.request(`${target.url}${path}`, {
      method: 'POST',
      agent,
      timeout: REQUEST_TIMEOUT_MS,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': payload.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode < 300 ? resolve() : reject(new Error(`POST -> ${res.statusCode}`)),
      );
    });
    req.on('timeout', () => req.destroy(new Error('POST: no answer in time')));
    req.on('error', reject);
    req.end(payload);
  });
}

/** XMPP: one stream per member, the message written on it; the room reflects it to everyone. */
async function connectPeer(family, member) {
  const client = await connectXmpp({
    port: target.port,
    domain: XMPP_DOMAIN,
    user: member.user,
    password: PASSWORD,
    room: `${family.room}@${MUC_DOMAIN}`,
    nick: member.nick,
    localAddress,
    onMarker: (id) => delivered(id, member),
  });
  return {
    onClose: (fn) => client.socket.on('close', fn),
    close: client.close,
    send: async (id) => void client.send(id, TEXT),
  };
}

async function connect(count) {
  const t0 = performance.now();
  for (let f = count; f < active; f += 1) {
    for (const member of families[f].members) {
      const conn = member.conn;
      member.conn = null; // a hang-up of ours, not a failure
      conn?.close();
    }
  }
  // New families, and members of earlier ones whose connection failed (they try again).
  const todo = families.slice(0, count).filter((f) => f.members.some((m) => !m.conn));
  active = count;
  const open = target.kind === 'hearth' ? connectHearth : connectPeer;
  const failed = [];
  const one = async (family, member) => {
    if (member.conn) return;
    try {
      const conn = await open(family, member);
      member.conn = conn;
      conn.onClose(() => !closing && member.conn === conn && fail(`${member.nick} disconnected`));
    } catch (error) {
      // A connection that did not open in time fails the step (counted), not the whole arm.
      failed.push(String(error?.message ?? error).slice(0, 300));
    }
  };
  let next = 0;
  // A family's first member opens (and on XMPP creates) its room before the others join.
  const worker = async () => {
    while (next < todo.length) {
      const family = todo[next++];
      await one(family, family.members[0]);
      await Promise.all(family.members.slice(1).map((member) => one(family, member)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(50, todo.length) }, worker));
  return {
    seconds: (performance.now() - t0) / 1000,
    connect_failures: failed.length,
    connect_errors: failed.slice(0, 3),
  };
}

/** Every member sends every `period` s, the sends spread evenly, for warm + hold seconds. */
async function run({ warm, hold, grace, period }) {
  const members = families
    .slice(0, active)
    .flatMap((f) => f.members)
    .filter((m) => m.conn);
  members.sort(() => Math.random() - 0.5);
  const gap = (period * 1000) / members.length;
  const start = performance.now();
  const eld = monitorEventLoopDelay({ resolution: 10 });
  let sent = 0;
  let cpu0;
  let measureStart;
  const tasks = new Set();
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const now = performance.now();
      if (!measuring && now - start >= warm * 1000) {
        measuring = true;
        measureStart = now;
        cpu0 = process.cpuUsage();
        stats = freshStats();
        eld.enable();
      }
      if (now - start >= (warm + hold) * 1000) {
        clearInterval(tick);
        return resolve();
      }
      // Bounded per tick: a stalled loop catches up at most 1,000 sends at once.
      for (let n = 0; start + sent * gap <= now && n < 1000; n += 1, sent += 1) {
        const member = members[sent % members.length];
        const id = randomUUID(); // Hearth's client_id is a UUID
        pending.set(id, {
          t0: performance.now(),
          sender: member,
          expected: OTHERS,
          got: 0,
          measured: measuring,
        });
        if (measuring) stats.sends += 1;
        sentTotal += 1;
        const task = member.conn.send(id).catch(fail);
        tasks.add(task);
        void task.finally(() => tasks.delete(task));
      }
    }, 10);
  });
  const cpu = process.cpuUsage(cpu0);
  const wall = (performance.now() - measureStart) / 1000;
  eld.disable();
  measuring = false;
  const until = Date.now() + REQUEST_TIMEOUT_MS;
  while (tasks.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, grace * 1000));
  for (const [id, entry] of pending) {
    if (entry.measured) stats.missing += entry.expected - entry.got;
    pending.delete(id);
  }
  return {
    ...stats,
    wall,
    cpu_s: (cpu.user + cpu.system) / 1e6,
    eld_p99_ms: eld.percentile(99) / 1e6,
    sent_total: sentTotal,
  };
}

process.on('message', async (msg) => {
  try {
    if (msg.cmd === 'init') {
      ({ target, families, localAddress } = msg);
      agent = new http.Agent({ keepAlive: true, maxSockets: 32, localAddress });
      process.send({ ok: true });
    } else if (msg.cmd === 'connect') {
      process.send({ ok: true, ...(await connect(msg.families)) });
    } else if (msg.cmd === 'run') {
      process.send({ ok: true, ...(await run(msg)) });
    } else if (msg.cmd === 'close') {
      closing = true;
      for (const family of families) for (const m of family.members) m.conn?.close();
      agent?.destroy();
      process.send({ ok: true });
      setTimeout(() => process.exit(0), 100);
    }
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
