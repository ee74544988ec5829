import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { settle, TestSocket } from '../../test/socket.js';
import { useListeningApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('realtime on %s', (dialect) => {
  const t = useListeningApp(dialect);

  async function twoFamilies(tag: string) {
    const gran = await t.api.family(`gran-${tag}@example.org`, 'Grandma', `Room ${tag}`);
    const invite = await t.api.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    const kid = await t.api.signUp(`kid-${tag}@example.org`);
    const kidProfile = await t.api.createProfile(kid.access_token, 'Sam');
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: kidProfile.id },
      kid.access_token,
    );
    expect(joined.statusCode).toBe(200);
    const stranger = await t.api.family(`stranger-${tag}@example.org`, 'Stranger', 'Elsewhere');
    return { gran, kid: { token: kid.access_token, profile: kidProfile }, stranger };
  }

  it('refuses a bad token, a wrong version and a first frame that is not auth', async () => {
    const bad = await TestSocket.open(t.url);
    bad.send({ type: 'auth', v: 1, token: 'x'.repeat(43) });
    expect(await bad.closed).toBe(REALTIME_CLOSE.unauthorized);

    const { access_token } = await t.api.signUp('version@example.org');
    const old = await TestSocket.open(t.url);
    old.send({ type: 'auth', v: 0, token: access_token });
    expect(await old.closed).toBe(REALTIME_CLOSE.versionMismatch);

    const rude = await TestSocket.open(t.url);
    rude.send('not json');
    expect(await rude.closed).toBe(REALTIME_CLOSE.badFrame);
  });

  it('delivers a message to participants only, after it is stored', async () => {
    const { gran, kid, stranger } = await twoFamilies('deliver');
    const kidSocket = await TestSocket.connect(t.url, kid.token);
    const granSocket = await TestSocket.connect(t.url, gran.token);
    const strangerSocket = await TestSocket.connect(t.url, stranger.token);

    const sent = await sendMessage(
      t.api,
      gran.token,
      gran.profile.id,
      gran.conversation.id,
      'Hello Sam',
    );
    expect(sent.statusCode).toBe(201);
    const event = await kidSocket.next((e) => e.type === 'message.created');
    expect(event).toEqual({
      type: 'message.created',
      conversation_id: gran.conversation.id,
      message: sent.json(),
      stream: `c:${gran.conversation.id}`,
      seq: expect.any(Number),
    });
    await granSocket.next((e) => e.type === 'message.created');

    // Published after commit: what the event names can already be read.
    const detail = await t.api.get(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}`,
      kid.token,
    );
    expect(detail.json().messages.map((m: { id: string }) => m.id)).toContain(sent.json().id);

    await settle();
    expect(strangerSocket.of('message.created')).toEqual([]);
    expect(JSON.stringify(strangerSocket.events)).not.toContain('Hello Sam');
    [kidSocket, granSocket, strangerSocket].forEach((s) => s.close());
  });

  it('lets a client catch up after a reconnect with ?after=', async () => {
    const { gran, kid } = await twoFamilies('catchup');
    const path = `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}`;
    const first = await sendMessage(
      t.api,
      gran.token,
      gran.profile.id,
      gran.conversation.id,
      'one',
    );
    const socket = await TestSocket.connect(t.url, kid.token);
    socket.close();
    await socket.closed;
    const missed = [];
    for (const text of ['two', 'three']) {
      missed.push(
        (await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, text)).json()
          .id,
      );
    }
    const again = await TestSocket.connect(t.url, kid.token);
    const page = await t.api.get(`${path}?after=${first.json().id}`, kid.token);
    expect(page.json().messages.map((m: { id: string }) => m.id)).toEqual(missed);
    expect(page.json().has_more).toBe(false);
    again.close();
  });

  it('subscribes a joiner at once, and stops a deleted profile at once', async () => {
    const gran = await t.api.family('gran-join@example.org');
    const kid = await t.api.signUp('kid-join@example.org');
    const kidProfile = await t.api.createProfile(kid.access_token, 'Kid');
    const socket = await TestSocket.connect(t.url, kid.access_token);
    const invite = await t.api.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: kidProfile.id },
      kid.access_token,
    );
    await socket.next((e) => e.type === 'conversation.added');
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'welcome');
    await socket.next((e) => e.type === 'message.created');

    expect((await t.api.delete(`/profiles/${kidProfile.id}`, kid.access_token)).statusCode).toBe(
      204,
    );
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'after you left');
    await settle();
    expect(socket.of('message.created').map((e) => e.message.content)).toEqual(['welcome']);
    socket.close();
  });

  it('subscribes the creator of a new conversation at once', async () => {
    const mum = await t.api.signUp('mum-creates@example.org');
    const mumProfile = await t.api.createProfile(mum.access_token, 'Mum');
    const socket = await TestSocket.connect(t.url, mum.access_token);
    const created = await t.api.post(
      `/profiles/${mumProfile.id}/conversations`,
      { conversation: { title: 'New' } },
      mum.access_token,
    );
    const id = created.json().id as string;
    await socket.next((e) => e.type === 'conversation.added' && e.conversation.id === id);
    await sendMessage(t.api, mum.access_token, mumProfile.id, id, 'first words');
    const event = await socket.next((e) => e.type === 'message.created');
    expect(event).toMatchObject({ conversation_id: id, message: { content: 'first words' } });
    socket.close();
  });

  it('sends read markers to the account’s other devices', async () => {
    const { gran, kid } = await twoFamilies('read');
    const phone = await TestSocket.connect(t.url, kid.token);
    const sent = await sendMessage(
      t.api,
      gran.token,
      gran.profile.id,
      gran.conversation.id,
      'read me',
    );
    const read = await t.api.post(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}/read`,
      { message_id: sent.json().id },
      kid.token,
    );
    expect(read.json()).toEqual({ unread_count: 0 });
    const event = await phone.next((e) => e.type === 'read');
    expect(event).toMatchObject({
      conversation_id: gran.conversation.id,
      profile_id: kid.profile.id,
      message_id: sent.json().id,
    });
    phone.close();
  });

  it('relays typing with an expiry, at most once per renew interval, only for own profiles', async () => {
    const { gran, kid, stranger } = await twoFamilies('typing');
    const kidSocket = await TestSocket.connect(t.url, kid.token);
    const granSocket = await TestSocket.connect(t.url, gran.token);
    const strangerSocket = await TestSocket.connect(t.url, stranger.token);
    const typing = {
      type: 'typing',
      conversation_id: gran.conversation.id,
      profile_id: gran.profile.id,
    };
    granSocket.send(typing);
    granSocket.send(typing);
    const event = await kidSocket.next((e) => e.type === 'typing');
    expect(event).toMatchObject({
      profile: { id: gran.profile.id, nickname: 'Grandma' },
      expires_in_ms: 5000,
    });
    // The stranger cannot pretend to type in a conversation it is not part of.
    strangerSocket.send(typing);
    strangerSocket.send({ ...typing, profile_id: stranger.profile.id });
    await settle(300);
    expect(kidSocket.of('typing')).toHaveLength(1);
    expect(strangerSocket.of('typing')).toEqual([]);
    [kidSocket, granSocket, strangerSocket].forEach((s) => s.close());
  });

  it('closes the sockets of a session that logs out', async () => {
    const { access_token } = await t.api.signUp('bye@example.org');
    const socket = await TestSocket.connect(t.url, access_token);
    await t.api.delete('/auth/session', access_token);
    expect(await socket.closed).toBe(REALTIME_CLOSE.unauthorized);
  });

  it('tells the other families in shared conversations about a new nickname', async () => {
    const { gran, kid, stranger } = await twoFamilies('rename');
    const kidSocket = await TestSocket.connect(t.url, kid.token);
    const strangerSocket = await TestSocket.connect(t.url, stranger.token);
    const res = await t.api.patch(
      `/profiles/${gran.profile.id}`,
      { profile: { nickname: 'Nana' } },
      gran.token,
    );
    expect(res.statusCode).toBe(200);
    const event = await kidSocket.next((e) => e.type === 'profile.updated');
    expect(event).toEqual({
      type: 'profile.updated',
      profile: { id: gran.profile.id, nickname: 'Nana' },
      stream: `c:${gran.conversation.id}`,
      seq: expect.any(Number),
    });
    await settle();
    expect(strangerSocket.of('profile.updated')).toEqual([]);
    [kidSocket, strangerSocket].forEach((s) => s.close());
  });

  it('answers an application ping', async () => {
    const { access_token } = await t.api.signUp('ping@example.org');
    const socket = await TestSocket.connect(t.url, access_token);
    socket.send({ type: 'ping', t: 42 });
    expect(await socket.next((e) => e.type === 'pong')).toEqual({ type: 'pong', t: 42 });
    socket.close();
  });
});

// Staged with a hook that commits while the sign-in's read still holds its connection: only a
// database with a pool of connections can do that (SQLite's one connection would wait for itself).
// The code under test is the same on both.
describe('realtime sign-in racing a new conversation on postgres', () => {
  const t = useListeningApp('postgres');

  it('hears a conversation created while its socket was signing in', async () => {
    const mum = await t.api.signUp('mum-racing@example.org');
    const mumProfile = await t.api.createProfile(mum.access_token, 'Mum');
    // The conversation commits (and is announced to nobody) right after the socket read the
    // account's memberships, before it joined the live audience.
    const ctx = t.app.ctx;
    const plain = ctx.db;
    let created: string | undefined;
    let queries = 0;
    ctx.db = plain.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: async (args) => {
        // The token, the account position, then the memberships.
        if (++queries === 3) {
          ctx.db = plain;
          const res = await t.api.post(
            `/profiles/${mumProfile.id}/conversations`,
            { conversation: { title: 'Racing' } },
            mum.access_token,
          );
          created = res.json().id as string;
        }
        return args.result;
      },
    });
    const socket = await TestSocket.connect(t.url, mum.access_token);
    ctx.db = plain;
    expect(created).toBeDefined();
    await sendMessage(t.api, mum.access_token, mumProfile.id, created!, 'are you there');
    const event = await socket.next((e) => e.type === 'message.created');
    expect(event).toMatchObject({
      conversation_id: created,
      message: { content: 'are you there' },
    });
    socket.close();
  });
});
