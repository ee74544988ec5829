// Arm 1: authenticated message sends/s on SQLite as a share of the durable ceiling: ÷ raw
// better-sqlite3 inserts/s of the same row at synchronous=FULL (as arm 2). A send cannot beat one
// durable insert, so a bare node:http hello world's requests/s is reported for information only,
// with the ceiling's own share of it. Hello world, send and raw insert all run on the server core
// in alternating slices; the load generator (this process) runs on the other core.
import { join } from 'node:path';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { SEND_BODY, repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { freePort, spawnPinned, stop, waitForHttp } from '../lib/proc.mjs';
import { startRawInserter } from '../lib/raw-sqlite-inserter.mjs';
import { round } from '../lib/stats.mjs';

const CONNECTIONS = 10;

async function startHello() {
  const port = await freePort();
  const child = spawnPinned(process.execPath, [join(repoRoot, 'bench/lib/hello-server.mjs')], {
    env: { PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}/`;
  await waitForHttp(url, child);
  return { url, stop: () => stop(child) };
}

runArm('arm 1', async () => {
  const { warm, slices } = armOptions();
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  // The server migrates and seeds the file; stopped, it leaves a checkpointed file to copy.
  const seeding = await startHearth({ databaseUrl: file });
  const family = await seedFamily(seeding.url);
  await seeding.stop();
  const raw = startRawInserter({
    file,
    rawFile: join(tmp.dir, 'raw.db'),
    family,
    synchronous: 'full',
  });
  let hearth;
  let hello;
  try {
    hearth = await startHearth({ databaseUrl: file });
    hello = await startHello();
    // Both servers answer a POST of the same body, so both parse the same bytes off the wire.
    const common = { connections: CONNECTIONS, method: 'POST', body: SEND_BODY };
    const helloRun = { ...common, url: hello.url, headers: { 'content-type': 'application/json' } };
    const sendRun = {
      ...common,
      url: `${hearth.url}${family.sendPath}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
    };
    await cannon({ ...helloRun, seconds: warm }); // warm-up: JIT, sockets, statement cache
    await cannon({ ...sendRun, seconds: warm });
    await raw.run(warm);
    const rates = await alternate(slices, {
      a: (seconds) => raw.run(seconds),
      b: async (seconds) => slice(assertMostlyOk('send', await cannon({ ...sendRun, seconds }))),
      hello: async (seconds) =>
        slice(assertMostlyOk('hello', await cannon({ ...helloRun, seconds }))),
    });
    const detail = {
      send_rps: Math.round(rates.b),
      raw_durable_insert_rps: Math.round(rates.a),
      hello_rps: Math.round(rates.hello),
    };
    return [
      {
        metric: 'arm1.send_per_raw_durable_insert',
        value: round(rates.b / rates.a),
        target: 0.45,
        op: '>=',
        detail,
      },
      // For information: the durable ceiling is itself a small share of a hello world.
      { metric: 'arm1.send_per_hello', value: round(rates.b / rates.hello), target: null, detail },
      {
        metric: 'arm1.raw_durable_insert_per_hello',
        value: round(rates.a / rates.hello),
        target: null,
        detail,
      },
    ];
  } finally {
    await raw.stop();
    await hearth?.stop();
    await hello?.stop();
    tmp.cleanup();
  }
});
