// `node bench/send-cost-vs.mjs <other checkout> [rounds]` (pin it to the load core with
// `taskset -c 1` where taskset exists): what a send costs on this build against another one,
// built in its own checkout (a `git worktree` of an older commit, `npm install && npm run
// build` there). Both servers run on SQLite at synchronous=NORMAL (older builds hard-code it),
// on the server core, and take turns in two-second slices of sends (autocannon, 10
// connections, the arms' `POST .../messages`); each slice reads the server's CPU time from
// /proc, so the figure is CPU per send, which other work on the machine moves less than a rate.
// Prints one JSON line: per build the median sends/s and CPU per send, and this ÷ baseline.
import { join, resolve } from 'node:path';
import { SEND_BODY, seedFamily, serverEntry, startHearth, tempDir } from './lib/hearth.mjs';
import { assertMostlyOk, cannon } from './lib/load.mjs';
import { cpuSeconds } from './lib/proc.mjs';
import { median, round } from './lib/stats.mjs';

const [other, roundsArg] = process.argv.slice(2);
if (!other) throw new Error('usage: node bench/send-cost-vs.mjs <other checkout> [rounds]');
const rounds = Number(roundsArg ?? 5);
const SLICE_S = 2;

const builds = {
  this_build: serverEntry,
  baseline: join(resolve(other), 'apps/server/dist/server.js'),
};
const tmp = tempDir();
const servers = {};
try {
  for (const [name, entry] of Object.entries(builds)) {
    const hearth = await startHearth({
      databaseUrl: join(tmp.dir, `hearth-${name}.db`),
      env: { SQLITE_SYNCHRONOUS: 'normal' },
      entry,
    });
    const family = await seedFamily(hearth.url);
    const send = {
      url: `${hearth.url}${family.sendPath}`,
      method: 'POST',
      headers: { authorization: `Bearer ${family.token}`, 'content-type': 'application/json' },
      body: SEND_BODY,
      connections: 10,
    };
    servers[name] = { hearth, send, samples: [] };
  }
  for (const server of Object.values(servers)) await cannon({ ...server.send, seconds: 3 }); // warm-up
  for (let r = 0; r < rounds; r += 1) {
    for (const server of Object.values(servers)) {
      const pid = server.hearth.child.pid;
      const cpu0 = cpuSeconds(pid);
      const run = assertMostlyOk('send', await cannon({ ...server.send, seconds: SLICE_S }));
      server.samples.push({ rps: run.rps, us: ((cpuSeconds(pid) - cpu0) / run.total) * 1e6 });
    }
  }
  const figures = {};
  for (const [name, server] of Object.entries(servers)) {
    figures[name] = {
      sends_per_s: round(median(server.samples.map((s) => s.rps)), 0),
      cpu_us_per_send: round(median(server.samples.map((s) => s.us)), 1),
    };
  }
  const { this_build: current, baseline } = figures;
  figures.sends_per_baseline = round(current.sends_per_s / baseline.sends_per_s);
  figures.cpu_per_baseline = round(current.cpu_us_per_send / baseline.cpu_us_per_send);
  console.log(JSON.stringify({ baseline_checkout: resolve(other), rounds, ...figures }));
} finally {
  for (const server of Object.values(servers)) await server.hearth.stop();
  tmp.cleanup();
}
