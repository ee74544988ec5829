// One load-generator process of arm 19 (forked by it, pinned with it to the load core): it plays
// whole families on one server, Hearth or an XMPP peer, so a message's send and its deliveries are
// timed by the same clock. Every member holds one connection (Hearth: its realtime socket; XMPP:
// a bound resource with presence in the family's room) and sends a text every PERIOD_S seconds,
// the members' sends spread evenly over the period; latency runs from the send to its arrival on
// every other member's connection. Commands come over IPC; every loop is bounded.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  REQUEST_TIMEOUT_MS,
  delivered,
  eachBounded,
  fail,
  measuring,
  request,
  sent,
  serveCommands,
  stats,
  timedWindow,
  track,
  useStats,
} from '../load-loop.mjs';
import { connectRealtime } from '../realtime-client.mjs';
import { connectXmpp } from './xmpp-client.mjs';
import { MUC_DOMAIN, PASSWORD, XMPP_DOMAIN } from './xmpp-servers.mjs';

const TEXT = 'Dinner at grandma’s on Sunday, bring the photos from the trip!';
/** Deliveries a message expects: every other member of its family of 6. */
const OTHERS = 5;

let target; // { kind: 'hearth', url } or { kind: 'xmpp', port }
let families = [];
let localAddress;
let agent;
let active = 0;
let closing = false;
let sentTotal = 0; // every send of every step, warm-ups included: what storage should hold
useStats(() => ({ latencies: [], sends: 0, failures: 0, errors: [], missing: 0 }));

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
  const body = (id) => ({ message: { content: TEXT, client_id: id } });
  return {
    onClose: (fn) => socket.on('close', fn),
    close: () => socket.terminate(),
    send: (id) => request(agent, 'POST', `${target.url}${path}`, member.token, body(id)),
  };
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
  // A family's first member opens (and on XMPP creates) its room before the others join.
  await eachBounded(todo, 50, async (family) => {
    await one(family, family.members[0]);
    await Promise.all(family.members.slice(1).map((member) => one(family, member)));
  });
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
  let count = 0;
  const window = { warm, hold, grace, drainMs: REQUEST_TIMEOUT_MS };
  const measured = await timedWindow(window, (now, start) => {
    // Bounded per tick: a stalled loop catches up at most 1,000 sends at once.
    for (let n = 0; start + count * gap <= now && n < 1000; n += 1, count += 1) {
      const member = members[count % members.length];
      const id = randomUUID(); // Hearth's client_id is a UUID
      sent(id, member, OTHERS);
      if (measuring) stats.sends += 1;
      sentTotal += 1;
      track(member.conn.send(id));
    }
  });
  const { wall, cpu_s, eld_p99_ms } = measured;
  return { ...stats, wall, cpu_s, eld_p99_ms, sent_total: sentTotal };
}

serveCommands({
  init(msg) {
    ({ target, families, localAddress } = msg);
    agent = new http.Agent({ keepAlive: true, maxSockets: 32, localAddress });
  },
  connect: (msg) => connect(msg.families),
  run,
  close() {
    closing = true;
    for (const family of families) for (const m of family.members) m.conn?.close();
    agent?.destroy();
  },
});
