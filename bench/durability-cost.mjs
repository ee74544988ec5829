// `node bench/durability-cost.mjs [rounds]` (pin it to the load core with `taskset -c 1` where
// taskset exists): what SQLITE_SYNCHRONOUS=full costs. Arm 2's two sides at FULL and at NORMAL
// (Hearth's sends and the raw one-commit-a-row inserts, each into its own file), all four in
// one-second slices taken in turn, round after round, so that the machine's drift hits all alike.
// Prints the four rates and their ratios as one JSON line.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { slice } from './lib/alternate.mjs';
import { SEND_BODY, repoRoot, seedFamily, startHearth, tempDir } from './lib/hearth.mjs';
import { assertMostlyOk, cannon } from './lib/load.mjs';
import { startSliceProcess } from './lib/slice-process.mjs';

const rounds = Number(process.argv[2] ?? 5);
const tmp = tempDir();
const sides = {};
for (const sync of ['full', 'normal']) {
  const file = join(tmp.dir, `hearth-${sync}.db`);
  const raw = join(tmp.dir, `raw-${sync}.db`);
  const env = { SQLITE_SYNCHRONOUS: sync };
  let hearth = await startHearth({ databaseUrl: file, env });
  const family = await seedFamily(hearth.url);
  await hearth.stop();
  copyFileSync(file, raw);
  hearth = await startHearth({ databaseUrl: file, env });
  const content = JSON.parse(SEND_BODY).message.content;
  const inserter = startSliceProcess(join(repoRoot, 'bench/lib/sqlite-insert.mjs'), [
    raw,
    family.conversation.id,
    family.profile.id,
    content,
    sync,
  ]);
  const run = {
    url: `${hearth.url}${family.sendPath}`,
    connections: 10,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
    body: SEND_BODY,
  };
  sides[sync] = { hearth, inserter, run };
}
const total = {};
const add = (k, { count, elapsed }) => {
  total[k] ??= { count: 0, elapsed: 0 };
  total[k].count += count;
  total[k].elapsed += elapsed;
};
for (const s of Object.values(sides)) {
  await cannon({ ...s.run, seconds: 1 });
  await s.inserter.run(1);
}
for (let r = 0; r < rounds; r++) {
  for (const sync of ['full', 'normal']) {
    add(
      `send_${sync}`,
      slice(assertMostlyOk('send', await cannon({ ...sides[sync].run, seconds: 1 }))),
    );
    add(`raw_${sync}`, await sides[sync].inserter.run(1));
  }
}
const rate = Object.fromEntries(
  Object.entries(total).map(([k, v]) => [k, Math.round(v.count / v.elapsed)]),
);
console.log(
  JSON.stringify({
    rounds,
    ...rate,
    arm2_full: (rate.send_full / rate.raw_full).toFixed(3),
    arm2_normal: (rate.send_normal / rate.raw_normal).toFixed(3),
    send_full_per_normal: (rate.send_full / rate.send_normal).toFixed(3),
    raw_full_per_normal: (rate.raw_full / rate.raw_normal).toFixed(3),
  }),
);
for (const s of Object.values(sides)) {
  await s.inserter.stop();
  await s.hearth.stop();
}
tmp.cleanup();
