import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { conversationStream, LIMITS, REALTIME_CLOSE } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, sendMessage, until, type TestApp } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { RealtimeHub } from './realtime.hub.js';
import { MAX_BUFFERED_BYTES, RealtimeSocket } from './realtime-socket.js';

/** Messages in the flooded conversation: each `sync` of it is answered with about 1 MB. */
const SEEDED = 250;
/** Within the socket's command burst, so the rate limit is not what closes it. */
const SYNCS = 12;

/**
 * A client that asks for replies and does not read them: what the server queues for it stays
 * bounded, and the socket is closed with the code that tells the client to back off.
 */
describe.each(DIALECTS)('realtime outgoing buffer on %s', (dialect) => {
  let t: TestApp;
  let url: string;
  const hub = new RealtimeHub();
  const grace = RealtimeSocket.dropGraceMs;
  beforeAll(async () => {
    // Reading the megabytes queued before the close frame may take longer than the usual grace
    // on a busy machine; this test is about the code and the bound, not the grace.
    RealtimeSocket.dropGraceMs = 30_000;
    t = await buildTestApp(dialect, {}, { realtimeHub: hub });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    RealtimeSocket.dropGraceMs = grace;
    await t.close();
  });

  it('closes a socket that does not read its replies with 4429, its buffer bounded', async () => {
    const fam = await t.api.family('not-reading@example.org');
    const bystander = await t.api.family('reading@example.org');
    const text = 'x'.repeat(LIMITS.messageMax);
    for (let i = 0; i < SEEDED; i += 25) {
      const batch = Array.from({ length: 25 }, () =>
        sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, text),
      );
      for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(201);
    }

    // The server's side of every send: how much it had queued right after queueing more.
    let peak = 0;
    const send = RealtimeSocket.prototype.send;
    vi.spyOn(RealtimeSocket.prototype, 'send').mockImplementation(function (
      this: RealtimeSocket,
      ...args: Parameters<RealtimeSocket['send']>
    ) {
      send.apply(this, args);
      peak = Math.max(peak, this.bufferedAmount);
    });

    const client = await TestSocket.connect(url, fam.token);
    const server = hub.presences().find((p) => p.accountId === fam.user.id)!.sockets[0]!;
    const tcp = (client.ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    tcp.pause();
    const cursors = { [conversationStream(fam.conversation.id)]: 0 };
    for (let i = 0; i < SYNCS; i++) client.send({ type: 'sync', cursors });

    // Replies pile up in the kernel's buffers first, then in the server's; there it stops.
    await until(() => server.readyState !== server.OPEN || peak > 4 * MAX_BUFFERED_BYTES, 15_000);
    expect(peak).toBeGreaterThan(MAX_BUFFERED_BYTES);
    expect(peak).toBeLessThanOrEqual(MAX_BUFFERED_BYTES + text.length + 1024);
    expect(server.readyState).not.toBe(server.OPEN);
    // The close frame waits behind what was queued: a client that reads again gets it.
    tcp.resume();
    expect(await client.closedWithin()).toBe(REALTIME_CLOSE.rateLimited);
    expect(client.of('synced').length).toBeLessThan(SYNCS);
    await until(() => !hub.has(fam.user.id));

    // Others are served meanwhile, and the account may connect again.
    for (const who of [bystander, fam]) {
      const socket = await TestSocket.connect(url, who.token);
      socket.send({ type: 'ping', t: 1 });
      expect(await socket.next((e) => e.type === 'pong')).toEqual({ type: 'pong', t: 1 });
      socket.close();
    }
  }, 60_000);
});
