import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The one way tests start the built server as its own process: the server tests that kill it,
// and the browser suite in e2e/, which imports this file.
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const SERVER_JS = join(REPO_ROOT, 'apps/server/dist/server.js');
// pino's level numbers: warnings and errors of the child are shown, the rest only parsed.
const WARN = 40;

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
  port: number;
  child: ChildProcess;
  /** Resolves once the server has logged `count` incoming requests to `url` (LOG_LEVEL info). */
  requestsSeen(url: string, count: number): Promise<void>;
  /** SIGTERM, waits for the exit, and removes the SQLite file this helper made (if it made one). */
  stop(): Promise<void>;
}

/**
 * The built server on a free loopback port, as `npm start` runs it (serving the built web app
 * when there is one). Without a DATABASE_URL in `env` it gets a fresh SQLite file of its own.
 * Resolves once the server answers /health.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_JS)) {
    throw new Error(`${SERVER_JS} is missing: build the server first (npm run build)`);
  }
  const port = await freePort();
  const dir = env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'hearth-process-'));
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(dir ? { DATABASE_URL: join(dir, 'hearth.db') } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const requestsSeen = watchLog(child);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await waitForExit(child);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before answering`);
    }
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, port, child, requestsSeen, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  await stop();
  throw new Error('server did not answer within 30 s');
}

/** Reads the child's JSON log: counts incoming requests by URL, echoes warnings and errors. */
function watchLog(child: ChildProcess): ServerProcess['requestsSeen'] {
  const seen = new Map<string, number>();
  const waiting: Array<{ url: string; count: number; resolve: () => void }> = [];
  let partial = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    const lines = (partial + chunk).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      let entry: { level?: number; msg?: string; req?: { url?: string } };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        process.stdout.write(`${line}\n`); // not a log record: show it as it is
        continue;
      }
      if ((entry.level ?? 0) >= WARN) process.stdout.write(`${line}\n`);
      if (entry.msg !== 'incoming request' || !entry.req?.url) continue;
      seen.set(entry.req.url, (seen.get(entry.req.url) ?? 0) + 1);
    }
    for (const w of waiting.filter((w) => (seen.get(w.url) ?? 0) >= w.count)) w.resolve();
  });
  return (url, count) =>
    (seen.get(url) ?? 0) >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push({ url, count, resolve }));
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
