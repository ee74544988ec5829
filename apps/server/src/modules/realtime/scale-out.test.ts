import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE, type DurableEvent, type ServerEvent } from '@hearth/shared';
import { Api, sendMessage } from '../../test/helper.js';
import { REDIS_CLIENTS_PER_APP, twoInstances } from '../../test/instances.js';
import { settle, TestSocket } from '../../test/socket.js';
import { cursorsOf, isDurable, sync } from '../../test/sync.js';
import { accountStream, conversationStream } from '../events/events.service.js';

// Two stateless instances on one PostgreSQL database, sharing events through Redis.
describe('two instances on PostgreSQL and Redis', () => {
  const cluster = twoInstances();
  const { apps, urls } = cluster;

  async function setUp(tag: string) {
    const { gran, kid } = await cluster.grandmaAndGrandchild(tag);
    return { a: new Api(apps[0]!), b: new Api(apps[1]!), gran, kid };
  }

  it('delivers within a second to a client of the other instance', async () => {
    const { a, gran, kid } = await setUp('cross');
    const socket = await TestSocket.connect(urls[1]!, kid.token);
    const started = Date.now();
    const sent = await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, 'across');
    const event = await socket.next((e) => e.type === 'message.created', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(event).toMatchObject({ message: { id: sent.json().id, content: 'across' } });
    socket.close();
  });

  it('loses no acknowledged message across a Redis restart once clients catch up', async () => {
    const { a, b, gran, kid } = await setUp('restart');
    const socket = await TestSocket.connect(urls[1]!, kid.token);
    const before = await sendMessage(
      a,
      gran.token,
      gran.profile.id,
      gran.conversation.id,
      'before',
    );
    await socket.next((e) => e.type === 'message.created');

    await cluster.redis.stop();
    const during: string[] = [];
    for (const text of ['during 1', 'during 2', 'during 3']) {
      const res = await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, text);
      expect(res.statusCode).toBe(201);
      during.push(res.json().id);
    }
    await settle(200);
    await cluster.redis.restart();
    // The instance that lost Redis tells its clients to catch up once it is back.
    await socket.next((e) => e.type === 'resync', 10_000);
    const after = await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, 'after');
    await socket.next(
      (e) => e.type === 'message.created' && e.message.id === after.json().id,
      5000,
    );

    const live = socket.of('message.created').map((e) => e.message.id);
    const caughtUp = await b.get(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}?after=${before.json().id}`,
      kid.token,
    );
    const ids = new Set([...live, ...caughtUp.json().messages.map((m: { id: string }) => m.id)]);
    for (const id of [before.json().id, ...during, after.json().id]) expect(ids.has(id)).toBe(true);
    socket.close();
  });

  /** Redis away while `during` runs; back, with every instance reconnected, when this returns. */
  async function outage(during: () => Promise<void>, resynced: TestSocket[]) {
    const heard = resynced.map((s) => s.events.length);
    await cluster.redis.stop();
    await during();
    await cluster.redis.restart();
    await Promise.all(
      resynced.map((s, i) =>
        s.next((e) => e.type === 'resync' && s.events.indexOf(e) >= heard[i]!, 10_000),
      ),
    );
    await cluster.redis.clientsBack(apps.length * REDIS_CLIENTS_PER_APP);
  }
  const invite = async (api: Api, fam: { token: string; profile: { id: string } }, id: string) =>
    (
      await api.post(
        `/profiles/${fam.profile.id}/conversations/${id}/create_invite`,
        undefined,
        fam.token,
      )
    ).json().invite.token as string;
  /** A new account with one profile that joins the conversation through `api`. */
  async function relative(api: Api, email: string, name: string, inviteToken: string) {
    const { access_token: token } = await api.signUp(email);
    const profile = await api.createProfile(token, name);
    const joined = await api.post(
      '/conversations/join-via-invite',
      { token: inviteToken, profile_id: profile.id },
      token,
    );
    expect(joined.statusCode).toBe(200);
    return { token, profile };
  }
  /** A ping answered proves every frame the server queued for this socket before it arrived. */
  async function flushed(socket: TestSocket) {
    const t = Date.now();
    socket.send({ type: 'ping', t });
    await socket.next((e) => e.type === 'pong' && e.t === t);
  }
  const contents = (socket: TestSocket) =>
    socket.of('message.created').map((e) => e.message.content);

  it('replays to a client of B, by sync, exactly what it missed while Redis was away', async () => {
    const { a, b, gran, kid } = await setUp('sync');
    const family = gran.conversation.id;
    const kidAccount = (await b.get('/auth/me', kid.token)).json().user.id as string;
    const c = conversationStream(family);
    const own = accountStream(kidAccount);
    // The child's phone is on B; its tablet on A hears A's events live throughout.
    const phone = await TestSocket.connect(urls[1]!, kid.token);
    const tablet = await TestSocket.connect(urls[0]!, kid.token);
    const detail = await b.get(`/profiles/${kid.profile.id}/conversations/${family}`, kid.token);
    const start = { [own]: phone.of('ready')[0]!.account_seq, [c]: detail.json().event_seq };
    const before = await sendMessage(a, gran.token, gran.profile.id, family, 'before');
    await phone.next((e) => e.type === 'message.created' && e.message.id === before.json().id);

    await outage(async () => {
      const rename = await a.patch(
        `/profiles/${gran.profile.id}`,
        { profile: { nickname: 'Nana' } },
        gran.token,
      );
      expect(rename.statusCode).toBe(200);
      const sent = [];
      for (const text of ['during 1', 'during 2']) {
        const res = await sendMessage(a, gran.token, gran.profile.id, family, text);
        expect(res.statusCode).toBe(201);
        sent.push(res.json().id as string);
      }
      await relative(a, 'cousin-sync@example.org', 'Ava', await invite(a, gran, family));
      const read = await a.post(
        `/profiles/${kid.profile.id}/conversations/${family}/read`,
        { message_id: sent[1] },
        kid.token,
      );
      expect(read.statusCode).toBe(200);
      await tablet.next((e) => e.type === 'read');
    }, [phone]);

    // What the tablet on A heard live from the start on: everything.
    const of = (events: ServerEvent[], stream: string) =>
      events.filter((e): e is DurableEvent => isDurable(e) && e.stream === stream);
    const heard = tablet.events.filter(isDurable).filter((e) => e.seq > start[e.stream]!);
    expect(of(heard, c).map((e) => e.type)).toEqual([
      'message.created', // 'before'
      'profile.updated',
      'message.created',
      'message.created',
      'participant.joined',
    ]);
    expect(of(heard, own).map((e) => e.type)).toEqual(['read']);

    // B heard none of it live (or only a publish that was on its way when Redis died, resent
    // after); the sync brings exactly the rest, stream by stream, in order.
    const cursors = cursorsOf(phone, start);
    const { replayed, positions } = await sync(phone, cursors);
    const missed = heard.filter((e) => e.seq > cursors[e.stream]!);
    expect(missed.length).toBeGreaterThan(0);
    expect(replayed).toHaveLength(missed.length);
    for (const stream of [c, own]) expect(of(replayed, stream)).toEqual(of(missed, stream));
    expect(positions).toEqual({ [c]: start[c]! + 5, [own]: start[own]! + 1 });
    phone.close();
    tablet.close();
  });

  it('after an outage, stops what a deleted profile and a signed-out session heard on B', async () => {
    const { a, gran, kid } = await setUp('gone');
    const family = gran.conversation.id;
    const leaver = await relative(
      a,
      'leaver-gone@example.org',
      'Lee',
      await invite(a, gran, family),
    );
    const quitter = await relative(
      a,
      'quitter-gone@example.org',
      'Quinn',
      await invite(a, gran, family),
    );
    const kidOnB = await TestSocket.connect(urls[1]!, kid.token);
    const leaverOnB = await TestSocket.connect(urls[1]!, leaver.token);
    const quitterOnB = await TestSocket.connect(urls[1]!, quitter.token);
    const hello = await sendMessage(a, gran.token, gran.profile.id, family, 'hello all');
    for (const socket of [kidOnB, leaverOnB, quitterOnB]) {
      await socket.next((e) => e.type === 'message.created' && e.message.id === hello.json().id);
    }

    await outage(async () => {
      expect((await a.delete(`/profiles/${leaver.profile.id}`, leaver.token)).statusCode).toBe(204);
      expect((await a.delete('/auth/session', quitter.token)).statusCode).toBe(204);
    }, [kidOnB]);

    expect(await quitterOnB.closedWithin()).toBe(REALTIME_CLOSE.unauthorized);
    const after = await sendMessage(a, gran.token, gran.profile.id, family, 'family only');
    await kidOnB.next((e) => e.type === 'message.created' && e.message.id === after.json().id);
    await flushed(leaverOnB);
    expect(contents(leaverOnB)).toEqual(['hello all']);
    expect(contents(quitterOnB)).toEqual(['hello all']);

    // The deleted profile cannot type in the conversation any more; the child still can.
    leaverOnB.send({ type: 'typing', conversation_id: family, profile_id: leaver.profile.id });
    await flushed(leaverOnB);
    kidOnB.send({ type: 'typing', conversation_id: family, profile_id: kid.profile.id });
    await kidOnB.next((e) => e.type === 'typing');
    expect(kidOnB.of('typing').map((e) => e.profile.id)).toEqual([kid.profile.id]);
    kidOnB.close();
    leaverOnB.close();
  });

  it('after an outage, delivers on B to an account that joined through A meanwhile', async () => {
    const { a, gran } = await setUp('joined');
    const family = gran.conversation.id;
    const { access_token: token } = await a.signUp('joiner-joined@example.org');
    const profile = await a.createProfile(token, 'Jo');
    const inviteToken = await invite(a, gran, family);
    const before = await TestSocket.connect(urls[1]!, token);
    let during!: TestSocket;

    await outage(async () => {
      const joined = await a.post(
        '/conversations/join-via-invite',
        { token: inviteToken, profile_id: profile.id },
        token,
      );
      expect(joined.statusCode).toBe(200);
      // Opened on B after the join, before B could hear of it: it shares the old presence.
      during = await TestSocket.connect(urls[1]!, token);
    }, [before]);
    const after = await TestSocket.connect(urls[1]!, token);

    const sent = await sendMessage(a, gran.token, gran.profile.id, family, 'welcome Jo');
    for (const socket of [before, during, after]) {
      const event = await socket.next((e) => e.type === 'message.created');
      expect(event).toMatchObject({ message: { id: sent.json().id, content: 'welcome Jo' } });
    }
    for (const socket of [before, during, after]) socket.close();
  });

  it('tells B to catch up when A could not share its events, Redis staying up', async () => {
    const { a, gran, kid } = await setUp('unshared');
    const family = gran.conversation.id;
    const phone = await TestSocket.connect(urls[1]!, kid.token);
    const detail = await new Api(apps[1]!).get(
      `/profiles/${kid.profile.id}/conversations/${family}`,
      kid.token,
    );
    const c = conversationStream(family);
    // Redis refuses A's publishes for a while; B's subscription is never interrupted.
    const admin = new Redis(cluster.redis.url);
    await admin.call('ACL', 'SETUSER', 'default', '-publish');
    try {
      const sent = await sendMessage(a, gran.token, gran.profile.id, family, 'unshared');
      expect(sent.statusCode).toBe(201);
    } finally {
      await admin.call('ACL', 'SETUSER', 'default', '+publish');
      admin.disconnect();
    }
    await phone.next((e) => e.type === 'resync', 10_000);
    expect(phone.of('message.created')).toEqual([]); // it was not shared live
    const { replayed } = await sync(phone, cursorsOf(phone, { [c]: detail.json().event_seq }));
    expect(replayed.map((e) => e.type === 'message.created' && e.message.content)).toEqual([
      'unshared',
    ]);
    phone.close();
  });

  it('shares failed-login counts between instances', async () => {
    const a = new Api(apps[0]!);
    const b = new Api(apps[1]!);
    await a.signUp('shared-limit@example.org');
    const attempt = (api: Api, i: number) =>
      api.request('POST', '/auth/login', {
        body: { email_address: 'shared-limit@example.org', password: 'wrong-pw' },
        ip: `203.0.113.${i}`,
      });
    // Each instance adds to the one count in Redis, so the limit holds across the fleet.
    expect((await attempt(a, 1)).statusCode).toBe(401);
    const key = 'hearth:rl:login:email:shared-limit@example.org';
    const probe = new Redis(cluster.redis.url);
    expect(Number(await probe.get(key))).toBe(1);
    expect((await attempt(b, 2)).statusCode).toBe(401);
    expect(Number(await probe.get(key))).toBe(2);
    probe.disconnect();
  });
});
