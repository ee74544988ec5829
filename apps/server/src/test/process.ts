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
 * The built server on a loopback port, as `npm start` runs it (serving the built web app when
 * there is one). Without a DATABASE_URL in `env` it gets a fresh SQLite file of its own.
 * Without a PORT it picks its own (PORT=0) and the port is read from its log: a port probed
 * free beforehand could be taken by a parallel suite's server in between, and the test then
 * ran against that server (its /health answered) until it stopped. Resolves once listening.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  if (!existsSync(SERVER_JS)) {
    throw new Error(`${SERVER_JS} is missing: build the server first (npm run build)`);
  }
  const dir = env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'hearth-process-'));
  // At least info, for the line that names the port; only warnings and errors are shown.
  const verbose = env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace';
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      ...(dir ? { DATABASE_URL: join(dir, 'hearth.db') } : {}),
      ...env,
      LOG_LEVEL: verbose ? env.LOG_LEVEL! : 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const { requestsSeen, listening } = watchLog(child);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await waitForExit(child);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const failed = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('server did not listen within 30 s')), 30_000);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
  });
  try {
    const url = await Promise.race([listening, failed]);
    return { url, port: Number(new URL(url).port), child, requestsSeen, stop };
  } catch (error) {
    child.kill('SIGKILL');
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Reads the child's JSON log: the address it listens at, incoming requests counted by URL;
 * echoes warnings and errors.
 */
function watchLog(child: ChildProcess) {
  let listen: (url: string) => void = () => undefined;
  const listening = new Promise<string>((resolve) => (listen = resolve));
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
      const address = /^Server listening at (http:\/\/127\.0\.0\.1:\d+)$/.exec(entry.msg ?? '');
      if (address) listen(address[1]!);
      if (entry.msg !== 'incoming request' || !entry.req?.url) continue;
      seen.set(entry.req.url, (seen.get(entry.req.url) ?? 0) + 1);
    }
    for (const w of waiting.filter((w) => (seen.get(w.url) ?? 0) >= w.count)) w.resolve();
  });
  const requestsSeen: ServerProcess['requestsSeen'] = (url, count) =>
    (seen.get(url) ?? 0) >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.push({ url, count, resolve }));
  return { requestsSeen, listening };
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
