import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REALTIME_PROTOCOL_VERSION } from '@hearth/shared';
import { lockWaiters } from '../../test/databases.js';
import { buildTestApp, sendMessage, until, type TestApp } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { RealtimeHub } from './realtime.hub.js';

/**
 * A race of the handshake, made to happen every time by holding one of its reads behind a table
 * lock. That needs PostgreSQL: SQLite runs the app's queries one at a time on one connection, so
 * nothing can be held there without holding the whole handshake. The code path is the same.
 */
describe('the realtime presence on postgres', () => {
  let t: TestApp;
  let url: string;
  const hub = new RealtimeHub();
  beforeAll(async () => {
    t = await buildTestApp('postgres', {}, { realtimeHub: hub });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('subscribes a socket that signs in while the account’s last other socket closes', async () => {
    const fam = await t.api.family('handover@example.org');
    const old = await TestSocket.connect(url, fam.token);
    const config = t.app.ctx.config.database;
    if (config.kind !== 'postgres') throw new Error('unreachable');
    // The new socket finds the account connected, then waits on the account stream's position.
    const locker = new pg.Client({ connectionString: config.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table accounts in access exclusive mode');
    const fresh = await TestSocket.open(url);
    fresh.send({ type: 'auth', v: REALTIME_PROTOCOL_VERSION, token: fam.token });
    await until(async () => (await lockWaiters(t.app.ctx.db)) > 0);
    // Meanwhile the old socket (a page being reloaded) goes, and the account's presence with it.
    old.close();
    await until(() => !hub.has(fam.user.id));
    await locker.query('commit');
    await locker.end();

    await fresh.next((e) => e.type === 'ready');
    const sent = await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'hi');
    expect(sent.statusCode).toBe(201);
    const event = await fresh.next((e) => e.type === 'message.created');
    expect(event).toMatchObject({ message: { id: sent.json().id } });
    fresh.close();
  });
});
