// One argon2id verify with the server's parameters, timed on the core the server runs on (the
// arm spawns this pinned there), so the ceiling and the logins share the same conditions.
import { hash, verify } from '@node-rs/argon2';
import { performance } from 'node:perf_hooks';

// apps/server/src/lib/passwords.ts
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };
const password = 'correct horse battery staple';
const stored = await hash(password, ARGON);
const times = [];
for (let i = 0; i < 9; i += 1) {
  const t0 = performance.now();
  await verify(stored, password);
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
process.stdout.write(JSON.stringify({ ms: times[4] }));
