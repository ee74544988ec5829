// Arm 1: authenticated message sends/s on SQLite ÷ a bare node:http hello world's requests/s.
// Both servers run on the same core (only one is loaded at a time, in alternating slices); the
// load generator (this process) runs on the other core.
import { join } from 'node:path';
import { alternate, slice } from '../lib/alternate.mjs';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { SEND_BODY, repoRoot, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { assertMostlyOk, cannon } from '../lib/load.mjs';
import { freePort, spawnPinned, stop, waitForHttp } from '../lib/proc.mjs';
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
  const hello = await startHello();
  const hearth = await startHearth({ databaseUrl: join(tmp.dir, 'hearth.db') });
  try {
    const family = await seedFamily(hearth.url);
    // Both answer a POST of the same body, so both parse the same bytes off the wire.
    const common = { connections: CONNECTIONS, method: 'POST', body: SEND_BODY };
    const helloRun = { ...common, url: hello.url, headers: { 'content-type': 'application/json' } };
    const sendRun = {
      ...common,
      url: `${hearth.url}${family.sendPath}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${family.token}` },
    };
    await cannon({ ...helloRun, seconds: warm }); // warm-up: JIT, sockets, statement cache
    await cannon({ ...sendRun, seconds: warm });
    const rates = await alternate(slices, {
      a: async (seconds) => slice(assertMostlyOk('hello', await cannon({ ...helloRun, seconds }))),
      b: async (seconds) => slice(assertMostlyOk('send', await cannon({ ...sendRun, seconds }))),
    });
    return [
      {
        metric: 'arm1.send_per_hello',
        value: round(rates.b / rates.a),
        target: 0.4,
        op: '>=',
        detail: { send_rps: Math.round(rates.b), hello_rps: Math.round(rates.a) },
      },
    ];
  } finally {
    await hearth.stop();
    await hello.stop();
    tmp.cleanup();
  }
});
