// One load-generator process of the capacity arm (forked by arms/arm-13-capacity.mjs, pinned
// with it to the load core). It plays whole families, so a message's send and its deliveries
// are timed by the same clock: every member holds one authenticated socket and, at random
// (Poisson) times, types then sends a text, uploads then sends a voice message, or opens a
// conversation (GET) and marks it read. A process holds at most a few thousand sockets: the
// file-descriptor limit is per process. Commands come over IPC; every loop is bounded.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  REQUEST_TIMEOUT_MS,
  delivered,
  eachBounded,
  fail,
  request as requestText,
  sent,
  serveCommands,
  stats,
  timedWindow,
  track,
  useStats,
} from './load-loop.mjs';
import { connectRealtime } from './realtime-client.mjs';
import { voiceFile } from './voice-file.mjs';

/** What each member does, on average: a text a minute, a voice message in ten, an open in two. */
const RATES = { text: 1 / 60, voice: 1 / 600, open: 1 / 120 };
/** Typing shows this long (random between the two) before the send. */
const TYPING_MS = [500, 2000];
const WAVEFORM = Array.from({ length: 48 }, (_, i) => (i * 37) % 256);

/** The server (or servers: members take turns among them) every request and socket goes to. */
let urls;
let localAddress;
let agent;
let families = []; // as makeFamilies, plus each member's socket once connected
let active = 0; // families [0, active) are connected and take part
let audio;
let closing = false;

useStats(() => ({
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
}));
let inFlight = 0;

/** One request of a member to its server, on the shared keep-alive pool; answers the JSON. */
async function request(method, path, member, body, contentType) {
  inFlight += 1;
  try {
    const text = await requestText(
      agent,
      method,
      `${member.url}${path}`,
      member.token,
      body,
      contentType,
    );
    return text ? JSON.parse(text) : null;
  } finally {
    inFlight -= 1;
  }
}

const base = (member, conversation) =>
  `/api/v1/profiles/${member.profileId}/conversations/${conversation.id}`;

function onEvent(family, memberIndex, event) {
  stats.frames += 1;
  if (event.type === 'message.created')
    delivered(event.message?.client_id, family.members[memberIndex]);
}

async function send(family, member, conversation, body) {
  const clientId = randomUUID();
  sent(clientId, member, conversation.members.length - 1);
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
  await eachBounded(members, 100, async ([family, member, i]) => {
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
  });
  active = Math.max(active, count);
  return { connected: active * 6, seconds: (performance.now() - t0) / 1000 };
}

/** Poisson arrivals of every action over the active members for warm + hold seconds. */
async function run({ warm, hold, grace }) {
  const members = [];
  for (let f = 0; f < active; f += 1) {
    for (const member of families[f].members) members.push([families[f], member]);
  }
  const expo = (rate) => -Math.log(1 - Math.random()) / rate;
  let next;
  const fire = (kind) => {
    const [family, member] = members[Math.floor(Math.random() * members.length)];
    track(ACTIONS[kind](family, member));
  };
  const drainMs = grace * 1000 + REQUEST_TIMEOUT_MS;
  const measured = await timedWindow({ warm, hold, grace, drainMs }, (now, start) => {
    next ??= Object.fromEntries(
      Object.entries(RATES).map(([kind, rate]) => [
        kind,
        start + expo(rate * members.length) * 1000,
      ]),
    );
    for (const [kind, rate] of Object.entries(RATES)) {
      // Bounded per tick: a stalled loop catches up at most 1,000 arrivals at once.
      for (let n = 0; next[kind] <= now && n < 1000; n += 1) {
        fire(kind);
        next[kind] += expo(rate * members.length) * 1000;
      }
    }
  });
  return { ...stats, members: members.length, ...measured, in_flight: inFlight };
}

serveCommands({
  init(msg) {
    ({ urls, families, localAddress } = msg);
    // A family's members take turns among the servers: its messages cross between instances.
    for (const family of families) {
      family.members.forEach((member, i) => (member.url = urls[i % urls.length]));
    }
    agent = new http.Agent({ keepAlive: true, maxSockets: msg.httpSockets ?? 32, localAddress });
    audio = voiceFile(msg.voiceBytes, msg.voiceKbps);
    return { voice_bytes: audio.bytes.length, voice_ms: audio.durationMs };
  },
  connect: (msg) => connect(msg.families),
  run,
  close() {
    closing = true;
    for (const family of families) for (const m of family.members) m.socket?.terminate();
    agent?.destroy();
  },
});
