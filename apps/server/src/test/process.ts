import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const SERVER_JS = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Resolves once the server has logged `count` incoming requests to `url` (LOG_LEVEL info). */
  requestsSeen(url: string, count: number): Promise<void>;
}

/** The built server as its own process, for tests that must kill it. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  if (!existsSync(SERVER_JS)) {
    throw new Error(
      `${SERVER_JS} is missing: build the server first (npm run typecheck or npm run build)`,
    );
  }
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_JS], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'error',
      WEB_DIST_DIR: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const seen = new Map<string, number>();
  const waiting: Array<{ url: string; count: number; resolve: () => void }> = [];
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      let entry: { msg?: string; req?: { url?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue; // not a log record
      }
      if (entry.msg !== 'incoming request' || !entry.req?.url) continue;
      seen.set(entry.req.url, (seen.get(entry.req.url) ?? 0) + 1);
    }
    for (const w of waiting.filter((w) => (seen.get(w.url) ?? 0) >= w.count)) w.resolve();
  });
  const requestsSeen = (url: string, count: number) =>
    (seen.get(url) ?? 0) >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push({ url, count, resolve }));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return { url, child, requestsSeen };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error('server did not answer within 20 s');
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
