// Arm 5: p99 send-to-delivery latency (POST starts -> frame arrives at each of the room's 20
// sockets) at half of Hearth's measured maximum send rate with 2,000 clients in 100 rooms,
// ÷ p99 of the raw `ws` harness's own POST broadcast to the same sockets at the same rate, timed
// by the same client (the same frames on the same client: what the client itself adds cancels);
// and the absolute p99. The detail keeps the one-frame echo (frame out -> same frame back).
import WebSocket from 'ws';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { tempDir } from '../lib/hearth.mjs';
import { cannon } from '../lib/load.mjs';
import { pacedPost } from '../lib/paced.mjs';
import { closeAll, connectMany, realtimeUnavailable } from '../lib/realtime-client.mjs';
import { percentile, round } from '../lib/stats.mjs';
import {
  TARGETS,
  allTokens,
  seededDatabase,
  startHearthTarget,
  startRawTarget,
} from '../lib/targets.mjs';

const RATIO = 'arm5.delivery_p99_per_raw_broadcast_p99';
import { sleep } from '../lib/proc.mjs';
import { performance } from 'node:perf_hooks';

const ROOMS = 100;
const PER_ROOM = 20;

/**
 * Connects the 2,000 sockets to `target`, runs `work` with a function that paces sends to the
 * rooms in turn, and returns the send-to-frame latencies seen by every socket.
 */
async function withRooms(target, seeded, work) {
  const sentAt = new Map();
  const latencies = [];
  const sockets = await connectMany(target.url, allTokens(seeded), (_i, event) => {
    if (event.type !== 'message.created') return;
    const t0 = sentAt.get(event.message.content);
    if (t0 !== undefined) latencies.push(performance.now() - t0);
  });
  const paced = async (rate, seconds) => {
    const make = (i) => {
      const spec = target.send(seeded.rooms[i % ROOMS]);
      const body = JSON.stringify({ message: { content: `latency probe ${i}` } });
      return { url: `${target.url}${spec.path}`, headers: spec.headers, body };
    };
    const onStart = (i) => sentAt.set(`latency probe ${i}`, performance.now());
    const run = await pacedPost({ rate, seconds, make, onStart });
    await sleep(500); // the last frames
    if (run.failures > 0) throw new Error(`${run.failures} paced sends failed`);
  };
  try {
    return { ...(await work(paced)), latencies };
  } finally {
    closeAll(sockets);
  }
}

async function hearthLatencies(hearth, seeded, seconds) {
  return withRooms(hearth, seeded, async (paced) => {
    // The maximum: closed-loop sends to one room (its 20 sockets get every frame).
    const room = seeded.rooms[0];
    const max = await cannon({
      url: `${hearth.url}${hearth.send(room).path}`,
      method: 'POST',
      headers: hearth.send(room).headers,
      body: JSON.stringify({ message: { content: 'warm-up and maximum' } }),
      seconds,
    });
    const rate = Math.max(1, Math.floor(max.rps / 2));
    await paced(rate, seconds);
    return { rate, maxRate: max.rps };
  });
}

/** The same rate of sends as frames echoed by the raw harness, one socket per room. */
async function echoLatencies(raw, seeded, rate, seconds) {
  const senders = seeded.rooms.map((room) => room.members[0].token);
  const latencies = [];
  const sockets = await connectMany(raw.url, senders, (_i, event) => {
    if (event.t0 !== undefined) latencies.push(performance.now() - event.t0);
  });
  try {
    const total = Math.round(rate * seconds);
    const start = performance.now();
    for (let i = 0; i < total; i += 1) {
      const wait = start + (i * 1000) / rate - performance.now();
      if (wait > 1) await sleep(wait);
      const socket = sockets[i % sockets.length];
      if (socket.readyState === WebSocket.OPEN)
        socket.send(JSON.stringify({ t0: performance.now() }));
    }
    await sleep(500);
    return latencies;
  } finally {
    closeAll(sockets);
  }
}

runArm('arm 5', async () => {
  const { seconds } = armOptions();
  const tmp = tempDir();
  try {
    const seeded = await seededDatabase(tmp.dir, ROOMS, PER_ROOM);
    const hearth = await startHearthTarget(seeded);
    let app;
    try {
      const why = await realtimeUnavailable(hearth.url, seeded.rooms[0].members[0].token);
      if (why) {
        return [
          { metric: RATIO, skipped: why, target: TARGETS.arm5Ratio },
          { metric: 'arm5.delivery_p99_ms', skipped: why, target: TARGETS.arm5Ms },
        ];
      }
      app = await hearthLatencies(hearth, seeded, seconds);
    } finally {
      await hearth.stop();
    }
    const raw = await startRawTarget(seeded, tmp.dir);
    let echo;
    let broadcast;
    try {
      echo = await echoLatencies(raw, seeded, app.rate, seconds);
      // The baseline: the raw harness doing Hearth's fan-out (a POST broadcast to the room's 20
      // sockets) at the same rate, timed by the same client. The echo (a control now) puts 1/20
      // of the frames on the client, so dividing by it measured the client as much as Hearth.
      broadcast = (await withRooms(raw, seeded, (paced) => paced(app.rate, seconds))).latencies;
    } finally {
      await raw.stop();
    }
    const p99 = percentile(app.latencies, 99);
    const echoP99 = percentile(echo, 99);
    const broadcastP99 = percentile(broadcast, 99);
    return [
      {
        metric: RATIO,
        value: round(p99 / broadcastP99),
        target: TARGETS.arm5Ratio,
        op: '<=',
        detail: {
          p99_ms: round(p99, 2),
          echo_p99_ms: round(echoP99, 2),
          raw_broadcast_p99_ms: round(broadcastP99, 2),
          sends_per_s: app.rate,
          deliveries: app.latencies.length,
        },
      },
      {
        metric: 'arm5.delivery_p99_ms',
        value: round(p99, 2),
        target: TARGETS.arm5Ms,
        op: '<=',
        unit: 'ms',
      },
    ];
  } finally {
    tmp.cleanup();
  }
});
