// `node bench/log-cost.mjs [rounds]` (pin it to the load core with `taskset -c 1` where taskset
// exists): what request logging costs. Two servers on SQLite, one at LOG_LEVEL=warn (what the
// arms run at) and one at the server's default `info` (a line per request, written to a file),
// take turns in two-second slices of sends (autocannon, 10 connections, `POST .../messages`) and
// of opens (`GET .../conversations/{id}`), round after round; each slice reads the server's CPU
// time from /proc, so the figure is CPU per request, which other work on the machine moves less
// than a rate. Prints one JSON line: per level and route the median rate and CPU per request.
import { join } from 'node:path';
import { SEND_BODY, seedFamily, startHearth, tempDir } from './lib/hearth.mjs';
import { assertMostlyOk, cannon } from './lib/load.mjs';
import { cpuSeconds } from './lib/proc.mjs';
import { median, round } from './lib/stats.mjs';

const rounds = Number(process.argv[2] ?? 5);
const SLICE_S = 2;

const tmp = tempDir();
const servers = {};
try {
  for (const level of ['warn', 'info']) {
    const hearth = await startHearth({
      databaseUrl: join(tmp.dir, `hearth-${level}.db`),
      env: { LOG_LEVEL: level },
    });
    const family = await seedFamily(hearth.url);
    const auth = { authorization: `Bearer ${family.token}` };
    servers[level] = {
      hearth,
      routes: {
        send: {
          url: `${hearth.url}${family.sendPath}`,
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: SEND_BODY,
        },
        open: {
          url: `${hearth.url}/api/v1/profiles/${family.profile.id}/conversations/${family.conversation.id}`,
          method: 'GET',
          headers: auth,
        },
      },
      samples: { send: [], open: [] },
    };
  }
  for (const server of Object.values(servers)) {
    for (const route of Object.values(server.routes)) await cannon({ ...route, seconds: 1 }); // warm-up
  }
  for (let r = 0; r < rounds; r += 1) {
    for (const name of ['send', 'open']) {
      for (const server of Object.values(servers)) {
        const pid = server.hearth.child.pid;
        const cpu0 = cpuSeconds(pid);
        const run = assertMostlyOk(
          name,
          await cannon({ ...server.routes[name], seconds: SLICE_S }),
        );
        server.samples[name].push({
          rps: run.rps,
          us: ((cpuSeconds(pid) - cpu0) / run.total) * 1e6,
        });
      }
    }
  }
  const figures = {};
  for (const [level, server] of Object.entries(servers)) {
    for (const [name, samples] of Object.entries(server.samples)) {
      figures[`${name}_${level}`] = {
        rps: round(median(samples.map((s) => s.rps)), 0),
        cpu_us_per_request: round(median(samples.map((s) => s.us)), 1),
      };
    }
  }
  for (const name of ['send', 'open']) {
    figures[`${name}_info_cpu_per_warn_cpu`] = round(
      figures[`${name}_info`].cpu_us_per_request / figures[`${name}_warn`].cpu_us_per_request,
    );
  }
  console.log(JSON.stringify({ rounds, slice_s: SLICE_S, ...figures }));
} finally {
  for (const server of Object.values(servers)) await server.hearth.stop();
  tmp.cleanup();
}
