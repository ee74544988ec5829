// Arm 8: (a) successful logins/s ÷ the machine's ceiling for argon2id, cores × 1000 / one hash
// in ms; (b) p99 of paced message sends during a login storm ÷ p99 of the same sends without it.
import { join } from 'node:path';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { SEND_BODY, repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { cannon } from '../lib/load.mjs';
import { pacedPost } from '../lib/paced.mjs';
import { hasTaskset, spawnPinned } from '../lib/proc.mjs';
import { availableParallelism } from 'node:os';
import { percentile, round } from '../lib/stats.mjs';

const SEND_RATE = 100; // sends/s: a busy family server, far below the send ceiling

/** Median ms of one hash, measured by a process pinned to the server's core. */
function hashMs() {
  const child = spawnPinned(process.execPath, [join(repoRoot, 'bench/lib/hash-time.mjs')]);
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`hash timing failed: ${child.output()}`));
      resolve(JSON.parse(child.output().trim()).ms);
    });
  });
}

runArm('arm 8', async () => {
  const { warm, seconds, slices } = armOptions();
  // Calm and storm take turns in 2 s slices (200 sends each), so a stall of the shared machine
  // lands in one slice of one side instead of deciding the whole figure.
  const SLICE = 2;
  // Pinned by taskset, the server and its hashing threads share one core.
  const cores = hasTaskset ? 1 : availableParallelism();
  const tmp = tempDir();
  const hearth = await startHearth({ databaseUrl: join(tmp.dir, 'hearth.db') });
  try {
    const family = await seedFamily(hearth.url);
    const login = {
      url: `${hearth.url}/api/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: family.email, password: family.password }),
      connections: 8,
    };
    const send = {
      url: `${hearth.url}${family.sendPath}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
      body: SEND_BODY,
      rate: SEND_RATE,
      seconds: SLICE,
    };
    // (a) logins alone, so the figure is the login path's own ceiling; the hash is timed
    // right before, on the same core.
    const oneHash = await hashMs();
    const logins = await cannon({ ...login, seconds });
    if (logins.errors > 0 || logins.total === 0) throw new Error(`logins failed: ${logins.errors}`);
    // (b) the same paced sends without, then with, a concurrent login storm, in turns.
    await pacedPost({ ...send, seconds: warm }); // warm-up
    const calm = [];
    const stormed = [];
    let stormLogins = 0;
    for (let i = 0; i < slices; i += 1) {
      const quiet = await pacedPost(send);
      const [storm, busy] = await Promise.all([
        cannon({ ...login, seconds: SLICE }),
        pacedPost(send),
      ]);
      if (storm.total === 0) throw new Error('no login answered during the storm');
      if (quiet.failures + busy.failures > 0) throw new Error('sends failed');
      calm.push(...quiet.latencies);
      stormed.push(...busy.latencies);
      stormLogins += storm.total;
    }
    const ceiling = (cores * 1000) / oneHash;
    const p99Calm = percentile(calm, 99);
    const p99Storm = percentile(stormed, 99);
    return [
      {
        metric: 'arm8.logins_per_hash_ceiling',
        value: round(logins.rps / ceiling),
        target: 0.8,
        op: '>=',
        detail: { logins_per_s: round(logins.rps, 1), hash_ms: round(oneHash, 1), cores },
      },
      {
        metric: 'arm8.send_p99_storm_per_calm',
        value: round(p99Storm / p99Calm),
        target: 2,
        op: '<=',
        detail: {
          p99_ms_storm: round(p99Storm, 2),
          p99_ms_calm: round(p99Calm, 2),
          sends_per_s: SEND_RATE,
          storm_logins_per_s: round(stormLogins / (slices * SLICE), 1),
        },
      },
    ];
  } finally {
    await hearth.stop();
    tmp.cleanup();
  }
});
