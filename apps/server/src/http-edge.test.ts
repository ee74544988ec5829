import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentenceCode, type ApiErrorBody } from '@hearth/shared';
import { SECURITY_HEADERS } from './plugins/security.js';
import { DIALECTS } from './test/databases.js';

import { RawConnection, type RawExchange } from './test/raw-http.js';
import { useTestApp } from './test/use-test-app.js';

// Short deadlines for the test only; the defaults are minutes (see config.ts and the README).
const TIMEOUTS = {
  headersMs: 2_000,
  requestMs: 3_000,
  idleMs: 1_000,
  keepAliveMs: 1_000,
  checkIntervalMs: 100,
};

function expectOurError(exchange: RawExchange, status: number, code: string) {
  expect(exchange.status).toBe(status);
  expect(exchange.headers['content-type']).toMatch(/^application\/json/);
  expect(exchange.headers['cache-control']).toBe('no-store');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(exchange.headers[name]).toBe(value);
  }
  const body = JSON.parse(exchange.body) as ApiErrorBody;
  expect(Object.keys(body).sort()).toEqual(['code', 'error', 'error_codes', 'errors']);
  expect(body.code).toBe(code);
  expect(body.errors).toEqual([body.error]);
  expect(body.error_codes).toEqual([sentenceCode(body.error)]);
  expect(body.error_codes[0]).toMatch(/^messages\./);
}

const loginHead = (length: number) =>
  'POST /api/v1/auth/login HTTP/1.1\r\nHost: hearth.test\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe.each(DIALECTS)('the HTTP connection on %s', (dialect) => {
  const t = useTestApp(dialect, { httpTimeouts: TIMEOUTS });
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  it('answers headers over the size limit with 431 in our shape and headers', async () => {
    const connection = new RawConnection(port);
    await connection.write(
      `GET /api/v1/health HTTP/1.1\r\nHost: hearth.test\r\nX-Filler: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const exchange = await connection.closed;
    expectOurError(exchange, 431, 'headers_too_large');
    expect(JSON.parse(exchange.body).error).toBe('The request headers are too large');
  });

  it('answers bytes that are not HTTP with 400 in our shape', async () => {
    const connection = new RawConnection(port);
    await connection.write('HELLO THERE\r\n\r\n');
    expectOurError(await connection.closed, 400, 'bad_request');
  });

  it('closes a connection whose body stops arriving', async () => {
    const connection = new RawConnection(port);
    const body = JSON.stringify({ email_address: 'a@example.org', password: 'wrong-pw' });
    await connection.write(loginHead(body.length) + body.slice(0, 10));
    // The idle deadline comes first: the connection is closed without an answer.
    expect((await connection.closed).status).toBeNull();
  });

  it('answers 408 to a body that trickles in slower than the request deadline', async () => {
    const connection = new RawConnection(port);
    const length = 200;
    await connection.write(loginHead(length) + '{"email_address":"');
    // One byte at a time, each well within the idle deadline: only the request deadline cuts it.
    let sent = 18;
    while (connection.open && sent < length - 2) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await connection.write('a');
      sent += 1;
    }
    const exchange = await connection.closed;
    expect(sent).toBeLessThan(length - 2);
    expectOurError(exchange, 408, 'request_timeout');
  });

  it('takes a body that arrives slowly but steadily', async () => {
    const connection = new RawConnection(port);
    const body = JSON.stringify({ email_address: 'slow@example.org', password: 'wrong-pw' });
    await connection.write(loginHead(body.length));
    for (let i = 0; i < body.length; i += 10) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      await connection.write(body.slice(i, i + 10));
    }
    // The server keeps the connection alive after answering; the keep-alive deadline ends it.
    const exchange = await connection.closed;
    expect(exchange.status).toBe(401);
    expect(JSON.parse(exchange.body).error).toBe('Invalid email or password');
  });
});
