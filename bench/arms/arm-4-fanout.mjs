// Arm 4: message.created frames delivered per second to 2,000 connected clients in 100 family
// rooms of 20, while senders post to the rooms in turn, ÷ the same with the raw `ws` harness.
import autocannon from 'autocannon';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { tempDir } from '../lib/hearth.mjs';
import { closeAll, connectMany, realtimeUnavailable } from '../lib/realtime-client.mjs';
import { round } from '../lib/stats.mjs';
import {
  TARGETS,
  allTokens,
  seededDatabase,
  startHearthTarget,
  startRawTarget,
} from '../lib/targets.mjs';
import { sleep } from '../lib/proc.mjs';
import { performance } from 'node:perf_hooks';

const ROOMS = 100;
const PER_ROOM = 20;
const METRIC = 'arm4.fanout_frames_per_raw_ws';

/** Sends round-robin over the rooms for `seconds`; returns frames received per second. */
async function deliveredRate(target, seeded, seconds, warm) {
  let frames = 0;
  const sockets = await connectMany(target.url, allTokens(seeded), (_i, event) => {
    if (event.type === 'message.created') frames += 1;
  });
  try {
    let next = 0;
    const body = JSON.stringify({ message: { content: 'Fan-out test: see you all on Sunday' } });
    const requests = [
      {
        method: 'POST',
        body,
        // Each request goes to the next room, as its first member.
        setupRequest: (req) => ({ ...req, ...target.send(seeded.rooms[next++ % ROOMS]) }),
      },
    ];
    const run = (duration) => autocannon({ url: target.url, connections: 10, duration, requests });
    await run(warm); // warm-up
    await sleep(300);
    frames = 0;
    const start = performance.now();
    const result = await run(seconds);
    await sleep(300); // frames still in flight when the senders stop
    const elapsed = (performance.now() - start) / 1000;
    if (result.non2xx + result.errors > 0) throw new Error(`${target.name}: failed sends`);
    return { framesPerSecond: frames / elapsed, sendsPerSecond: result.requests.total / elapsed };
  } finally {
    closeAll(sockets);
  }
}

runArm('arm 4', async () => {
  const { seconds, warm } = armOptions();
  const tmp = tempDir();
  try {
    const seeded = await seededDatabase(tmp.dir, ROOMS, PER_ROOM);
    const hearth = await startHearthTarget(seeded);
    let app;
    try {
      const why = await realtimeUnavailable(hearth.url, seeded.rooms[0].members[0].token);
      if (why) return [{ metric: METRIC, skipped: why, target: TARGETS.arm4 }];
      app = await deliveredRate(hearth, seeded, seconds, warm);
    } finally {
      await hearth.stop();
    }
    const raw = await startRawTarget(seeded, tmp.dir);
    let base;
    try {
      base = await deliveredRate(raw, seeded, seconds, warm);
    } finally {
      await raw.stop();
    }
    return [
      {
        metric: METRIC,
        value: round(app.framesPerSecond / base.framesPerSecond),
        target: TARGETS.arm4,
        op: '>=',
        detail: {
          hearth_frames_per_s: Math.round(app.framesPerSecond),
          raw_frames_per_s: Math.round(base.framesPerSecond),
          hearth_sends_per_s: Math.round(app.sendsPerSecond),
        },
      },
    ];
  } finally {
    tmp.cleanup();
  }
});
