import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { BADGES, type Badge, type DurableEvent } from '@hearth/shared';
import { buildApp } from '../../app.js';
import { newId } from '../../lib/ids.js';
import { DIALECTS, migratedDatabase, type FreshDatabase } from '../../test/databases.js';
import { Api, testConfig } from '../../test/helper.js';
import { upload, fixture, type UploadOptions } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { sync } from '../../test/sync.js';
import { accountStream } from '../events/events.service.js';

type Family = Awaited<ReturnType<Api['family']>>;

// Two instances on one database: awards must hold when sends race on both.
describe.each(DIALECTS)('milestone badges on %s', (dialect) => {
  let database: FreshDatabase;
  const apps: FastifyInstance[] = [];
  let url: string;
  let a: Api;
  let b: Api;
  beforeAll(async () => {
    database = await migratedDatabase(dialect);
    for (let i = 0; i < 2; i++) {
      const app = await buildApp(testConfig({ database: database.config }));
      await app.ready();
      apps.push(app);
    }
    url = await apps[0]!.listen({ port: 0, host: '127.0.0.1' });
    [a, b] = apps.map((app) => new Api(app)) as [Api, Api];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  let n = 0;
  const family = () => a.family(`badges-${dialect}-${++n}@example.org`);
  const uploadTo = async (f: Family, conversationId = f.conversation.id) => {
    const res = await upload(
      { app: apps[0]!, api: a, close: async () => {} },
      f.token,
      f.profile.id,
      conversationId,
      fixture('voice.webm'),
      {} satisfies UploadOptions,
    );
    expect(res.statusCode).toBe(201);
    return res.json<{ media: { id: string } }>().media.id;
  };
  const send = (api: Api, f: Family, message: Record<string, unknown>, conv = f.conversation.id) =>
    api.post(`/profiles/${f.profile.id}/conversations/${conv}/messages`, { message }, f.token);
  const badges = async (f: Family) => {
    const res = await a.get(`/profiles/${f.profile.id}/badges`, f.token);
    expect(res.statusCode).toBe(200);
    return res.json<Badge[]>();
  };
  const earned = async (f: Family) => (await badges(f)).filter((x) => x.earned).map((x) => x.id);
  /** The account stream's badge events, as stored in the log. */
  const logged = async (f: Family) => {
    const rows = await apps[0]!.ctx.db
      .selectFrom('events')
      .select(['payload'])
      .where('stream', '=', accountStream(f.user.id))
      .where('type', '=', 'badge.earned')
      .orderBy('seq')
      .execute();
    return rows.map((row) => (JSON.parse(row.payload!) as { badge: Badge }).badge.id);
  };

  it('lists every badge of an own profile, none earned at first; 404 for another’s', async () => {
    const gran = await family();
    const list = await badges(gran);
    expect(list).toEqual(BADGES.map((x) => ({ ...x, earned: false, earned_at: null })));
    expect(list.map((x) => [x.title, x.icon])).toEqual([
      ['First Voice Message', 'mic'],
      ['Chatty Grandparent', 'heart'],
      ['Story Teller', 'book'],
      ['Book Master', 'trophy'],
      ['Bedtime Regular', 'flame'],
      ['Heart to Heart', 'heart'],
    ]);
    const other = await family();
    expect((await a.get(`/profiles/${gran.profile.id}/badges`, other.token)).statusCode).toBe(404);
    expect((await a.get(`/profiles/${gran.profile.id}/badges`)).statusCode).toBe(401);
    expect((await a.get('/profiles/nope/badges', gran.token)).statusCode).toBe(404);
  });

  it('awards First Voice Message once, live and in the log, and no badge for text', async () => {
    const gran = await family();
    const socket = await TestSocket.connect(url, gran.token);
    expect((await send(a, gran, { content: 'Just text' })).statusCode).toBe(201);
    expect(await earned(gran)).toEqual([]);
    const first = await send(a, gran, { content: '', audio_id: await uploadTo(gran) });
    expect(first.statusCode).toBe(201);
    const live = await socket.next((e) => e.type === 'badge.earned');
    expect(live).toMatchObject({
      type: 'badge.earned',
      stream: accountStream(gran.user.id),
      profile_id: gran.profile.id,
      badge: { id: 'first-voice-message', title: 'First Voice Message', earned: true },
    });
    expect((await send(b, gran, { content: '', audio_id: await uploadTo(gran) })).statusCode).toBe(
      201,
    );
    expect(await logged(gran)).toEqual(['first-voice-message']);
    const [badge] = await badges(gran);
    expect(badge).toMatchObject({
      earned: true,
      earned_at: (live as DurableEvent & { badge: Badge }).badge.earned_at,
    });

    // A device that was away reads the award from the log.
    const again = await TestSocket.connect(url, gran.token);
    const { replayed } = await sync(again, { [accountStream(gran.user.id)]: 0 });
    expect(replayed.filter((e) => e.type === 'badge.earned')).toEqual([live]);
    socket.close();
    again.close();
  });

  it('awards each badge exactly once when sends race on two instances and conversations', async () => {
    const gran = await family();
    const second = await a.createConversation(gran.token, gran.profile.id, 'Cousins');
    const convs = [gran.conversation.id, second.id];
    const audio = [];
    for (let i = 0; i < 12; i++) audio.push(await uploadTo(gran, convs[i % 2]));
    const results = await Promise.all(
      audio.map((id, i) =>
        send(
          i % 2 ? b : a,
          gran,
          { content: '', audio_id: id, prompt_id: 'family-recipe' },
          convs[i % 2],
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(audio.map(() => 201));
    expect(await earned(gran)).toEqual([
      'first-voice-message',
      'chatty-grandparent',
      'heart-to-heart',
    ]);
    expect((await logged(gran)).sort()).toEqual([
      'chatty-grandparent',
      'first-voice-message',
      'heart-to-heart',
    ]);
  });

  it('awards nothing to a child profile, whatever it sends', async () => {
    const parent = await family();
    const kid = await a.createProfile(parent.token, 'Lily');
    expect(kid.kind).toBe('child');
    const joined = await a.post(
      '/conversations/join-via-invite',
      {
        token: (
          await a.post(
            `/profiles/${parent.profile.id}/conversations/${parent.conversation.id}/create_invite`,
            undefined,
            parent.token,
          )
        ).json().invite.token,
        profile_id: kid.id,
      },
      parent.token,
    );
    expect(joined.statusCode).toBe(200);
    const asKid: Family = { ...parent, profile: kid };
    for (let i = 0; i < 5; i++) {
      const sent = await send(a, asKid, { content: '', audio_id: await uploadTo(asKid) });
      expect(sent.statusCode).toBe(201);
    }
    expect(await earned(asKid)).toEqual([]);
    expect(await logged(parent)).toEqual([]);
  });

  it('awards Chatty Grandparent at the fifth voice message, not before', async () => {
    const gran = await family();
    for (let i = 0; i < 4; i++) {
      await send(a, gran, { content: '', audio_id: await uploadTo(gran) });
    }
    expect(await earned(gran)).toEqual(['first-voice-message']);
    await send(b, gran, { content: '', audio_id: await uploadTo(gran) });
    expect(await earned(gran)).toEqual(['first-voice-message', 'chatty-grandparent']);
  });

  it('awards Story Teller for a recorded page and Book Master for every page, once', async () => {
    const gran = await family();
    const story = async (api: Api, pages: number[], story_id = 'red-riding-hood') => {
      const recorded = [];
      for (const page_number of pages)
        recorded.push({ page_number, audio_id: await uploadTo(gran) });
      return send(api, gran, { story: { story_id, pages: recorded } });
    };
    expect((await story(a, [])).statusCode).toBe(201);
    expect(await earned(gran)).toEqual([]);
    expect((await story(a, [2])).statusCode).toBe(201);
    expect(await earned(gran)).toEqual(['story-teller']);
    const pages = [1, 2, 3, 4];
    const raced = await Promise.all([story(a, pages), story(b, pages), story(a, pages)]);
    expect(raced.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(await earned(gran)).toEqual(['story-teller', 'book-master']);
    expect(await logged(gran)).toEqual(['story-teller', 'book-master']);
  });

  it('awards Bedtime Regular for stories sent on three different days', async () => {
    const gran = await family();
    // Two earlier evenings' read-alouds, as they were stored then.
    for (const day of ['2026-01-01', '2026-01-02']) {
      await apps[0]!.ctx.db
        .insertInto('messages')
        .values({
          id: newId(),
          conversation_id: gran.conversation.id,
          profile_id: gran.profile.id,
          content: '',
          client_id: null,
          created_at: `${day}T19:00:00.000Z`,
          kind: 'story',
          media_id: null,
          waveform: null,
          story: JSON.stringify({
            id: 'three-bears',
            title: 'x',
            author: 'x',
            cover_emoji: '🐻',
            pages: [],
          }),
          prompt_id: null,
        })
        .execute();
    }
    const res = await send(a, gran, { story: { story_id: 'three-bears', pages: [] } });
    expect(res.statusCode).toBe(201);
    expect(await earned(gran)).toEqual(['bedtime-regular']);
  });
});
