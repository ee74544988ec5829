import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase, type FreshDatabase } from './test/databases.js';
import { startServerProcess, waitForExit } from './test/process.js';

describe('graceful shutdown', () => {
  let db: FreshDatabase;
  afterAll(() => db.drop());

  it('finishes in-flight requests on SIGTERM, then exits cleanly', async () => {
    db = await freshDatabase('sqlite');
    const file = db.config.kind === 'sqlite' ? db.config.file : '';
    const server = await startServerProcess({
      DATABASE_URL: file,
      LOG_LEVEL: 'info',
    });
    // Sign-ups hash a password (tens of ms each), so these are still running when SIGTERM lands.
    // Each on its own connection, and the signal only once the server has them all: a request
    // the server never received is not in flight.
    const requests = Array.from({ length: 6 }, (_, i) =>
      postOnNewConnection(`${server.url}/api/v1/auth/register`, {
        user: {
          email_address: `late${i}@example.org`,
          password: 'secret1',
          password_confirmation: 'secret1',
        },
      }),
    );
    await server.requestsSeen('/api/v1/auth/register', requests.length);
    const inFlight = requests.map((r) => r.status);
    server.child.kill('SIGTERM');
    expect(await Promise.all(inFlight)).toEqual([201, 201, 201, 201, 201, 201]);
    await waitForExit(server.child);
    expect(server.child.exitCode).toBe(0);
    // SQLite removes the WAL when the last connection closes: both the server's and the
    // background checkpointer's were closed before the process ended.
    expect(existsSync(`${file}-wal`)).toBe(false);

    // Everything answered is there after a restart.
    const again = await startServerProcess({
      DATABASE_URL: file,
    });
    const login = await fetch(`${again.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: 'late5@example.org', password: 'secret1' }),
    });
    expect(login.status).toBe(200);
    await again.stop();
  });
});

function postOnNewConnection(url: string, body: unknown) {
  const payload = JSON.stringify(body);
  const status = new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end(payload);
  });
  return { status };
}
