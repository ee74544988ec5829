// `npm run bench [-- --quick] [-- --arms 1,2] [-- --pages frame,album]`: runs each arm as its
// own process, alternating the arms round after round, and reports the median of the rounds for every metric. Arms marked
// opt-in run only when named (`--arms peers` is arm 19, Hearth beside Prosody and ejabberd).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ARMS } from './lib/arms.mjs';
import { repoRoot } from './lib/hearth.mjs';
import { LOAD_CORE, hasTaskset } from './lib/proc.mjs';
import { median, round } from './lib/stats.mjs';
import { printTable, summarize } from './lib/table.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args.includes('--arms') ? args[args.indexOf('--arms') + 1].split(',') : null;
// `--pages frame,album` is passed on: arm 10 audits those pages alone.
const pages = args.includes('--pages') ? ['--pages', args[args.indexOf('--pages') + 1]] : [];
// `--log-level info` runs every server at the server's own default (a log line per request)
// instead of `warn`, to measure what request logging costs; arms read it as BENCH_LOG_LEVEL.
const logLevel = args.includes('--log-level') ? args[args.indexOf('--log-level') + 1] : 'warn';
const started = Date.now();

// A fresh clone has no dist/: build once, with the same script `npm start` uses.
await new Promise((resolve, reject) => {
  const child = spawn(process.execPath, ['scripts/build-if-needed.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('build failed'))));
});

/** One arm run: a child process (pinned to the load core) that prints one BENCH_RESULT line. */
function runArm(arm) {
  const script = join(repoRoot, 'bench/arms', arm.file);
  const argv = [script, ...(quick ? ['--quick'] : []), ...pages];
  const [cmd, cmdArgs] = hasTaskset
    ? ['taskset', ['-c', String(LOAD_CORE), process.execPath, ...argv]]
    : [process.execPath, argv];
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, {
      cwd: repoRoot,
      env: { ...process.env, BENCH_LOG_LEVEL: logLevel },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    // Bounded: an arm that hangs is killed and reported as failed, never waited on forever.
    const timer = setTimeout(() => child.kill('SIGKILL'), arm.timeoutMs(quick));
    child.on('exit', (code) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
      if (code === 0 && line) return resolve(JSON.parse(line.slice('BENCH_RESULT '.length)));
      resolve([
        { metric: `arm${arm.id}`, error: (err || out).trim().split('\n').slice(-6).join(' | ') },
      ]);
    });
  });
}

// Opt-in arms (the peers) run only when named: `--arms peers` or by number.
const arms = ARMS.filter((arm) =>
  only ? only.includes(String(arm.id)) || only.includes(arm.name) : !arm.optIn,
);
const rounds = Math.max(...arms.map((arm) => arm.runs(quick)));
const samples = new Map(); // metric -> list of result objects, one per run
for (let r = 0; r < rounds; r += 1) {
  for (const arm of arms) {
    if (r >= arm.runs(quick)) continue;
    const t0 = Date.now();
    const results = await runArm(arm);
    const secs = ((Date.now() - t0) / 1000).toFixed(1);
    console.log(
      `round ${r + 1}/${rounds} arm ${arm.id}: ${secs}s ${results.map((x) => `${x.metric}=${x.value ?? x.skipped ?? x.error}`).join(' ')}`,
    );
    for (const result of results) {
      if (!samples.has(result.metric)) samples.set(result.metric, []);
      samples.get(result.metric).push(result);
    }
  }
}

const rows = summarize(samples, { median, round });
const elapsed = Math.round((Date.now() - started) / 1000);
printTable(rows);
console.log(
  `\n${quick ? 'quick' : 'full'} run: ${elapsed}s, ${rounds} rounds, taskset ${hasTaskset ? 'on' : 'absent'}, LOG_LEVEL ${logLevel}`,
);
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const report = {
  mode: quick ? 'quick' : 'full',
  date: new Date().toISOString(),
  seconds: elapsed,
  taskset: hasTaskset,
  log_level: logLevel,
  load_average: loadavg().map((l) => Math.round(l * 100) / 100),
  node: process.version,
  results: rows,
};
// A run at another log level keeps its own file beside latest.json.
const outFile = logLevel === 'warn' ? 'latest.json' : `latest-log-${logLevel}.json`;
writeFileSync(join(repoRoot, 'bench/results', outFile), `${JSON.stringify(report, null, 2)}\n`);
console.log(`written bench/results/${outFile}`);
