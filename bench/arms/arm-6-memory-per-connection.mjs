// Arm 6: resident memory per idle authenticated connection at 10,000 connections (server RSS
// after ÷ before, per socket) ÷ the same for the raw `ws` harness with the same rooms.
import { readFileSync } from 'node:fs';
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

const PER_ROOM = 20;
const METRIC = 'arm6.memory_per_connection_per_raw_ws';

function rssBytes(pid) {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** Bytes of resident memory each authenticated idle socket adds to the server. */
async function perConnection(target, seeded) {
  const tokens = allTokens(seeded);
  // Warm the code paths (handshake, auth query) so the baseline RSS already holds the code.
  closeAll(await connectMany(target.url, tokens.slice(0, 200)));
  await sleep(1000);
  const before = rssBytes(target.pid);
  const sockets = await connectMany(target.url, tokens);
  try {
    await sleep(2000); // idle: let buffers settle and the collector run
    return (rssBytes(target.pid) - before) / sockets.length;
  } finally {
    closeAll(sockets);
  }
}

runArm('arm 6', async () => {
  // 10,000 is the target's figure; --quick checks the same at 1,000 to stay under 2 minutes.
  const CONNECTIONS = armOptions().quick ? 1000 : 10_000;
  const tmp = tempDir();
  try {
    const seeded = await seededDatabase(tmp.dir, CONNECTIONS / PER_ROOM, PER_ROOM);
    const hearth = await startHearthTarget(seeded);
    let app;
    try {
      const why = await realtimeUnavailable(hearth.url, seeded.rooms[0].members[0].token);
      if (why) return [{ metric: METRIC, skipped: why, target: TARGETS.arm6 }];
      app = await perConnection(hearth, seeded);
    } finally {
      await hearth.stop();
    }
    const raw = await startRawTarget(seeded, tmp.dir);
    let base;
    try {
      base = await perConnection(raw, seeded);
    } finally {
      await raw.stop();
    }
    return [
      {
        metric: METRIC,
        value: round(app / base),
        target: TARGETS.arm6,
        op: '<=',
        detail: {
          hearth_kb_per_conn: round(app / 1024, 1),
          raw_kb_per_conn: round(base / 1024, 1),
          connections: CONNECTIONS,
        },
      },
    ];
  } finally {
    tmp.cleanup();
  }
});
