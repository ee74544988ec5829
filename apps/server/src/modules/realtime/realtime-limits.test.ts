import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PROTOCOL_VERSION } from '@hearth/shared';
import { hashToken } from '../../lib/tokens.js';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, sendMessage, until, type TestApp } from '../../test/helper.js';
import { RawSocket } from '../../test/raw-socket.js';
import { TestSocket } from '../../test/socket.js';
import { MAX_SOCKETS_PER_ACCOUNT, RealtimeHub } from './realtime.hub.js';
import { sweep } from './realtime.routes.js';

const HOUR_MS = 60 * 60 * 1000;

/** Limits of the realtime endpoint: each holds against a hostile client and spares the others. */
describe.each(DIALECTS)('realtime limits on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  const hub = new RealtimeHub();
  const open: TestSocket[] = [];
  beforeAll(async () => {
    t = await buildTestApp(dialect, {}, { realtimeHub: hub });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
    vi.restoreAllMocks();
  });
  afterAll(() => t.close());

  const connect = async (token: string) => {
    const socket = await TestSocket.connect(url, token);
    open.push(socket);
    return socket;
  };
  /** A bystander's socket still answers and still hears its conversation. */
  async function stillServed(fam: Awaited<ReturnType<TestApp['api']['family']>>) {
    const socket = await connect(fam.token);
    socket.send({ type: 'ping', t: 7 });
    expect(await socket.next((e) => e.type === 'pong')).toEqual({ type: 'pong', t: 7 });
    const sent = await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'ok');
    expect(sent.statusCode).toBe(201);
    await socket.next((e) => e.type === 'message.created' && e.message.id === sent.json().id);
  }

  it('closes a socket that floods commands with 4429, and serves the others', async () => {
    const flooder = await t.api.family('flooder@example.org');
    const bystander = await t.api.family('bystander@example.org');
    const socket = await connect(flooder.token);
    for (let i = 0; i < 100; i++) socket.send({ type: 'ping', t: i });
    expect(await socket.closedWithin()).toBe(REALTIME_CLOSE.rateLimited);
    // The burst was served, the rest refused: far fewer answers than commands.
    expect(socket.of('pong').length).toBeLessThan(100);
    await stillServed(bystander);
    // The account itself may connect again (the socket was the culprit, not the family).
    await stillServed(flooder);
  });

  it('counts the commands of all an account’s sockets together', async () => {
    const fam = await t.api.family('many-devices@example.org');
    const bystander = await t.api.family('bystander-devices@example.org');
    const sockets = [];
    for (let i = 0; i < 10; i++) sockets.push(await connect(fam.token));
    // Each stays within its own socket's budget; together they exceed the account's.
    for (const socket of sockets) for (let i = 0; i < 29; i++) socket.send({ type: 'ping', t: i });
    expect(await Promise.race(sockets.map((s) => s.closedWithin()))).toBe(
      REALTIME_CLOSE.rateLimited,
    );
    await stillServed(bystander);
  });

  it(`refuses an account's socket beyond ${MAX_SOCKETS_PER_ACCOUNT} with 4429`, async () => {
    const fam = await t.api.family('sockets@example.org');
    const bystander = await t.api.family('bystander-sockets@example.org');
    const sockets = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT; i++) sockets.push(await connect(fam.token));
    const extra = await TestSocket.open(url);
    extra.send({ type: 'auth', v: REALTIME_PROTOCOL_VERSION, token: fam.token });
    expect(await extra.closedWithin()).toBe(REALTIME_CLOSE.rateLimited);
    expect(extra.of('ready')).toEqual([]);
    await stillServed(bystander);

    // The ones already open keep working; one closed leaves room for another.
    sockets[0]!.close();
    await until(
      () => hub.presences().find((p) => p.accountId === fam.user.id)?.sockets.length === 19,
    );
    await connect(fam.token);
    const last = sockets.at(-1)!;
    last.send({ type: 'ping', t: 1 });
    await last.next((e) => e.type === 'pong');
  });

  it('closes a socket when its session expires (4401), and only that one', async () => {
    const fam = await t.api.family('expiring@example.org');
    const other = await t.api.family('lasting@example.org');
    // The session ends in an hour; the socket learns that when it signs in.
    const expiresAt = Date.now() + HOUR_MS;
    await t.app.ctx.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(expiresAt).toISOString() })
      .where('token_hash', '=', hashToken(fam.token))
      .execute();
    const expiring = await connect(fam.token);
    const lasting = await connect(other.token);

    await sweep(hub, expiresAt - 1);
    lasting.send({ type: 'ping', t: 1 });
    await lasting.next((e) => e.type === 'pong');
    expect(expiring.closeCode).toBeNull();

    // The heartbeat after the expiry (the test names its time rather than waiting an hour).
    await sweep(hub, expiresAt);
    expect(await expiring.closedWithin()).toBe(REALTIME_CLOSE.unauthorized);
    const sent = await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'x');
    expect(sent.statusCode).toBe(201);
    expect(expiring.of('message.created')).toEqual([]);
    lasting.send({ type: 'ping', t: 2 });
    expect(await lasting.next((e) => e.type === 'pong' && e.t === 2)).toEqual({
      type: 'pong',
      t: 2,
    });
  });

  it('drops a socket that stops answering pings at the next heartbeat', async () => {
    const fam = await t.api.family('silent@example.org');
    const socket = await TestSocket.connect(url, fam.token);
    // The client stops reading: it will not answer the next ping.
    (socket.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    await sweep(hub, Date.now());
    expect(hub.has(fam.user.id)).toBe(true);
    await sweep(hub, Date.now());
    await until(() => !hub.has(fam.user.id));
    socket.ws.terminate();
  });

  it('visits every socket a slice per event-loop turn, so deliveries go on meanwhile', async () => {
    for (const n of [1, 2, 3]) await connect((await t.api.family(`slice-${n}@example.org`)).token);
    const open = [...hub.all()];
    for (const socket of open) socket.alive = true;
    const pinged = () => open.filter((socket) => !socket.alive).length;
    const sweeping = sweep(hub, Date.now(), 1);
    // The first slice ran; the others wait for the turns after this one.
    expect(pinged()).toBe(1);
    await sweeping;
    expect(pinged()).toBe(open.length);
  });

  it('cuts an unauthenticated socket that ignores its 4408 close about a second later', async () => {
    const raw = await RawSocket.open(url);
    const ended = await raw.ended;
    expect(raw.closeFrame?.code).toBe(REALTIME_CLOSE.authTimeout);
    // ws would wait 30 s for the close to be answered; the server does not.
    expect(ended - raw.closeFrame!.at).toBeLessThan(2500);
  }, 15_000);

  it('logs a malformed frame at debug level, without a stack trace', async () => {
    const log = t.app.log;
    const error = vi.spyOn(log, 'error');
    const debug = vi.spyOn(log, 'debug');
    // Before sign-in: a client frame must be masked.
    const raw = await RawSocket.open(url);
    raw.write(Buffer.from([0x81, 0x02, 0x68, 0x69]));
    await raw.ended;
    // Signed in: a frame over the size limit.
    const fam = await t.api.family('malformed@example.org');
    const socket = await connect(fam.token);
    socket.send('x'.repeat(65 * 1024));
    expect(await socket.closedWithin()).toBe(1009);

    const logged = debug.mock.calls.filter(([, msg]) => msg === 'realtime socket error');
    for (const [fields] of logged) expect(fields).toEqual({ reason: expect.any(String) });
    const reasons = logged.map(([fields]) => (fields as { reason: string }).reason);
    expect(reasons).toContainEqual(expect.stringMatching(/MASK must be set/));
    expect(reasons).toContainEqual(expect.stringMatching(/Max payload size exceeded/));
    expect(error).not.toHaveBeenCalled();
  });
});
