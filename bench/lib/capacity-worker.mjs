// One load-generator process of the capacity arm (forked by arms/arm-13-capacity.mjs, pinned
// with it to the load core). It plays whole families, so a message's send and its deliveries
// are timed by the same clock: every member holds one authenticated socket and, at random
// (Poisson) times, types then sends a text, uploads then sends a voice message, or opens a
// conversation (GET) and marks it read. A process holds at most a few thousand sockets: the
// file-descriptor limit is per process. Commands come over IPC; every loop is bounded.
import { randomUUID } from 'node:crypto';
import { Buffer } from 'node:buffer';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { clearInterval, setInterval } from 'node:timers';
import { connectRealtime } from './realtime-client.mjs';
import { voiceFile } from './voice-file.mjs';

/** What each member does, on average: a text a minute, a voice message in ten, an open in two. */
const RATES = { text: 1 / 60, voice: 1 / 600, open: 1 / 120 };
/** Typing shows this long (random between the two) before the send. */
const TYPING_MS = [500, 2000];
const REQUEST_TIMEOUT_MS = 10_000;
const WAVEFORM = Array.from({ length: 48 }, (_, i) => (i * 37) % 256);

/** The server (or servers: members take turns among them) every request and socket goes to. */
let urls;
let localAddress;
let agent;
let families = []; // as makeFamilies, plus each member's socket once connected
let active = 0; // families [0, active) are connected and take part
let audio;
let closing = false;

const pending = new Map(); // client_id -> { t0, sender, expected, got, measured }
let stats;
function freshStats() {
  return {
    latencies: [],
    texts: 0,
    voices: 0,
    uploads: 0,
    opens: 0,
    reads: 0,
    typings: 0,
    frames: 0,
    failures: 0,
    errors: [],
    missing: 0,
  };
}
stats = freshStats();
let measuring = false;
let inFlight = 0;

function fail(what) {
  stats.failures += 1;
  if (stats.errors.length < 5) stats.errors.push(String(what).slice(0, 300));
}

/** One request of a member to its server, on the shared keep-alive pool; answers the JSON. */
function request(method, path, member, body, contentType = 'application/json') {
  inFlight += 1;
  return new Promise((resolve, reject) => {
    const payload =
      body === undefined
        ? undefined
        : Buffer.isBuffer(body)
          ? body
          : Buffer.from(JSON.stringify(body));
    const req = http.request(
      `${member.url}${path}`,
      {
        method,
        agent,
        timeout: REQUEST_TIMEOUT_MS,
        headers: {
          authorization: `Bearer ${member.token}`,
          ...(payload ? { 'content-type': contentType, 'content-length': payload.length } : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode >= 300)
            reject(new Error(`${method} ${path} -> ${res.statusCode} ${text}`));
          else resolve(text ? JSON.parse(text) : null);
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
    req.on('error', reject);
    req.end(payload);
  }).finally(() => {
    inFlight -= 1;
  });
}

const base = (member, conversation) =>
  `/api/v1/profiles/${member.profileId}/conversations/${conversation.id}`;

function onEvent(family, memberIndex, event) {
  stats.frames += 1;
  if (event.type !== 'message.created') return;
  const entry = pending.get(event.message?.client_id);
  if (!entry || entry.sender === family.members[memberIndex]) return;
  entry.got += 1;
  if (entry.measured) stats.latencies.push(performance.now() - entry.t0);
  if (entry.got >= entry.expected) pending.delete(event.message.client_id);
}

async function send(family, member, conversation, body) {
  const clientId = randomUUID();
  pending.set(clientId, {
    t0: performance.now(),
    sender: member,
    expected: conversation.members.length - 1,
    got: 0,
    measured: measuring,
    at: Date.now(),
  });
  await request('POST', `${base(member, conversation)}/messages`, member, {
    message: { ...body, client_id: clientId },
  });
}

function pick(family, member) {
  const index = family.members.indexOf(member);
  const mine = family.conversations.filter((c) => c.members.includes(index));
  return mine[Math.floor(Math.random() * mine.length)];
}

/** Types in the conversation, waits as a person typing would, then sends. */
async function text(family, member) {
  const conversation = pick(family, member);
  member.socket.send(
    JSON.stringify({
      type: 'typing',
      conversation_id: conversation.id,
      profile_id: member.profileId,
    }),
  );
  stats.typings += 1;
  const wait = TYPING_MS[0] + Math.random() * (TYPING_MS[1] - TYPING_MS[0]);
  await new Promise((resolve) => setTimeout(resolve, wait));
  await send(family, member, conversation, {
    content: 'Dinner at grandma’s on Sunday, bring the photos from the trip!',
  });
  stats.texts += 1;
}

/** Uploads the recording, then sends the voice message, as the web client does. */
async function voice(family, member) {
  const conversation = pick(family, member);
  const uploaded = await request(
    'POST',
    `${base(member, conversation)}/media?client_id=${randomUUID()}`,
    member,
    audio.bytes,
    'audio/webm;codecs=opus',
  );
  stats.uploads += 1;
  await send(family, member, conversation, {
    content: '',
    audio_id: uploaded.media.id,
    waveform: WAVEFORM,
  });
  stats.voices += 1;
}

/** Opens a conversation (the newest page, as the web client asks) and marks its newest read. */
async function open(family, member) {
  const conversation = pick(family, member);
  const detail = await request('GET', base(member, conversation), member);
  stats.opens += 1;
  let newest;
  for (const m of detail.messages) if (!newest || m.id > newest) newest = m.id;
  if (!newest) return;
  await request('POST', `${base(member, conversation)}/read`, member, { message_id: newest });
  stats.reads += 1;
}

const ACTIONS = { text, voice, open };

/** Nanoseconds this process's main thread has waited on a run queue (another task on its core). */
function runQueueWaitNs(pid = 'self') {
  return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
}

async function connect(count) {
  const t0 = performance.now();
  // Fewer than now (a step down): the last families hang up.
  for (let f = count; f < active; f += 1) {
    for (const member of families[f].members) {
      member.socket?.terminate();
      member.socket = null;
    }
  }
  if (count < active) active = count;
  const members = [];
  for (let f = active; f < count; f += 1) {
    families[f].members.forEach((member, i) => members.push([families[f], member, i]));
  }
  let next = 0;
  const worker = async () => {
    while (next < members.length) {
      const [family, member, i] = members[next++];
      member.socket = await connectRealtime(
        member.url,
        member.token,
        (event) => onEvent(family, i, event),
        30_000,
        localAddress,
      );
      const socket = member.socket;
      socket.on('close', (code) => {
        if (!closing && member.socket === socket)
          fail(`socket of ${member.nickname} closed (${code})`);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(100, members.length) }, worker));
  active = Math.max(active, count);
  return { connected: active * 6, seconds: (performance.now() - t0) / 1000 };
}

/** Poisson arrivals of every action over the active members for warm + hold seconds. */
async function run({ warm, hold, grace }) {
  stats = freshStats();
  measuring = false;
  const members = [];
  for (let f = 0; f < active; f += 1) {
    for (const member of families[f].members) members.push([families[f], member]);
  }
  const expo = (rate) => -Math.log(1 - Math.random()) / rate;
  const start = performance.now();
  const next = Object.fromEntries(
    Object.entries(RATES).map(([kind, rate]) => [kind, start + expo(rate * members.length) * 1000]),
  );
  const eld = monitorEventLoopDelay({ resolution: 10 });
  let cpu0;
  let wait0;
  let measureStart;
  const tasks = new Set();
  const fire = (kind) => {
    const [family, member] = members[Math.floor(Math.random() * members.length)];
    const task = ACTIONS[kind](family, member).catch(fail);
    tasks.add(task);
    void task.finally(() => tasks.delete(task));
  };
  await new Promise((resolve) => {
    const tick = setInterval(() => {
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
        clearInterval(tick);
        resolve();
        return;
      }
      for (const [kind, rate] of Object.entries(RATES)) {
        // Bounded per tick: a stalled loop catches up at most 1,000 arrivals at once.
        for (let n = 0; next[kind] <= now && n < 1000; n += 1) {
          fire(kind);
          next[kind] += expo(rate * members.length) * 1000;
        }
      }
    }, 10);
  });
  const cpu = process.cpuUsage(cpu0);
  const waited = (runQueueWaitNs() - wait0) / 1e9;
  const wall = (performance.now() - measureStart) / 1000;
  eld.disable();
  measuring = false;
  // Let the last sends finish and their frames arrive, bounded.
  const until = Date.now() + (grace + REQUEST_TIMEOUT_MS / 1000) * 1000;
  while (tasks.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, grace * 1000));
  for (const [id, entry] of pending) {
    if (entry.measured) stats.missing += entry.expected - entry.got;
    pending.delete(id);
  }
  return {
    ...stats,
    members: members.length,
    wall,
    cpu_s: (cpu.user + cpu.system) / 1e6,
    run_queue_wait_s: waited,
    eld_p99_ms: eld.percentile(99) / 1e6,
    eld_max_ms: eld.max / 1e6,
    unfinished: tasks.size,
    in_flight: inFlight,
  };
}

process.on('message', async (msg) => {
  try {
    if (msg.cmd === 'init') {
      ({ urls, families, localAddress } = msg);
      // A family's members take turns among the servers: its messages cross between instances.
      for (const family of families) {
        family.members.forEach((member, i) => (member.url = urls[i % urls.length]));
      }
      agent = new http.Agent({ keepAlive: true, maxSockets: msg.httpSockets ?? 32, localAddress });
      audio = voiceFile(msg.voiceBytes, msg.voiceKbps);
      process.send({ ok: true, voice_bytes: audio.bytes.length, voice_ms: audio.durationMs });
    } else if (msg.cmd === 'connect') {
      process.send({ ok: true, ...(await connect(msg.families)) });
    } else if (msg.cmd === 'run') {
      process.send({ ok: true, ...(await run(msg)) });
    } else if (msg.cmd === 'close') {
      closing = true;
      for (const family of families) for (const m of family.members) m.socket?.terminate();
      agent?.destroy();
      process.send({ ok: true });
      setTimeout(() => process.exit(0), 100);
    }
  } catch (error) {
    process.send({ ok: false, error: String(error?.stack ?? error) });
  }
});
