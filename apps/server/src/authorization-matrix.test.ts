import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './test/databases.js';
import { sendMessage } from './test/helper.js';
import { useTestApp } from './test/use-test-app.js';
import { uploaded } from './test/media.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const A_EMAIL = 'alpha-owner@example.org';
const A_NICK = 'AlphaNickname';
const A_TITLE = 'Alpha secret title';
const A_TEXTS = ['alpha secret message one', 'alpha secret message two'];
const A_SIBLING = 'AlphaSibling';

describe.each(DIALECTS)('authorization matrix on %s', (dialect) => {
  const t = useTestApp(dialect);
  const a = {} as {
    token: string;
    profile: string;
    sibling: string;
    conversation: string;
    messages: string[];
    clientId: string;
    invite: string;
    media: string;
  };
  const b = {} as { token: string; profile: string; conversation: string; invite: string };

  /** Everything account A can see, read through A's own session. */
  async function snapshotOfA() {
    const profiles = await t.api.get('/profiles', a.token);
    const list = await t.api.get(`/profiles/${a.profile}/conversations`, a.token);
    const detail = await t.api.get(
      `/profiles/${a.profile}/conversations/${a.conversation}`,
      a.token,
    );
    const siblingList = await t.api.get(`/profiles/${a.sibling}/conversations`, a.token);
    const me = await t.api.get('/auth/me', a.token);
    const invites = await t.app.ctx.db
      .selectFrom('invites')
      .select(['id', 'conversation_id', 'expires_at'])
      .where('conversation_id', '=', a.conversation)
      .orderBy('id')
      .execute();
    const participants = await t.app.ctx.db
      .selectFrom('participants')
      .selectAll()
      .where('conversation_id', '=', a.conversation)
      .orderBy('profile_id')
      .execute();
    return {
      statuses: [profiles, list, detail, siblingList, me].map((r) => r.statusCode),
      bodies: [profiles, list, detail, siblingList, me].map((r) => r.json()),
      invites,
      participants,
    };
  }

  let before: Awaited<ReturnType<typeof snapshotOfA>>;

  beforeAll(async () => {
    const famA = await t.api.family(A_EMAIL, A_NICK, A_TITLE);
    a.token = famA.token;
    a.profile = famA.profile.id;
    a.conversation = famA.conversation.id;
    a.sibling = (await t.api.createProfile(a.token, A_SIBLING)).id;
    a.clientId = randomUUID();
    a.messages = [];
    for (const [i, text] of A_TEXTS.entries()) {
      const res = await sendMessage(
        t.api,
        a.token,
        a.profile,
        a.conversation,
        text,
        i === 0 ? a.clientId : undefined,
      );
      a.messages.push(res.json().id as string);
    }
    const inviteA = await t.api.request(
      'POST',
      `/profiles/${a.profile}/conversations/${a.conversation}/create_invite`,
      { token: a.token },
    );
    a.invite = inviteA.json().invite.token as string;
    a.media = (await uploaded(t, famA)).id;

    const famB = await t.api.family('bravo@example.org', 'Bravo', 'Bravo chat');
    b.token = famB.token;
    b.profile = famB.profile.id;
    b.conversation = famB.conversation.id;
    await sendMessage(t.api, b.token, b.profile, b.conversation, 'bravo text');
    const inviteB = await t.api.request(
      'POST',
      `/profiles/${b.profile}/conversations/${b.conversation}/create_invite`,
      { token: b.token },
    );
    b.invite = inviteB.json().invite.token as string;

    before = await snapshotOfA();
    expect(before.statuses).toEqual([200, 200, 200, 200, 200]);
  });

  function expectNothingOfA(res: LightMyRequestResponse) {
    for (const secret of [A_EMAIL, A_NICK, A_TITLE, A_SIBLING, ...A_TEXTS, a.invite]) {
      expect(res.body).not.toContain(secret);
    }
    for (const secret of ['password_hash', 'token_hash', '$argon2']) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.statusCode).toBeLessThan(500);
  }

  /** Every endpoint that takes a profile and/or conversation id, as B would call it. */
  const calls = (): [string, Method, string, unknown][] => {
    const combos: [string, string, string][] = [
      ["A's profile, A's conversation", a.profile, a.conversation],
      ["B's profile, A's conversation", b.profile, a.conversation],
      ["A's profile, B's conversation", a.profile, b.conversation],
      ["A's sibling profile, A's conversation", a.sibling, a.conversation],
    ];
    const out: [string, Method, string, unknown][] = [];
    for (const [label, p, c] of combos) {
      const base = `/profiles/${p}/conversations/${c}`;
      out.push(
        [`GET detail (${label})`, 'GET', base, undefined],
        [
          `GET detail paged (${label})`,
          'GET',
          `${base}?before=${a.messages[1]}&limit=5`,
          undefined,
        ],
        [
          `POST message (${label})`,
          'POST',
          `${base}/messages`,
          { message: { content: 'B was here' } },
        ],
        [
          `POST message with A's client_id (${label})`,
          'POST',
          `${base}/messages`,
          { message: { content: 'B retry', client_id: a.clientId } },
        ],
        [`POST create_invite (${label})`, 'POST', `${base}/create_invite`, undefined],
        [`POST read (${label})`, 'POST', `${base}/read`, { message_id: a.messages[1] }],
        [`POST media (${label})`, 'POST', `${base}/media`, undefined],
        [
          `POST voice message with A's upload (${label})`,
          'POST',
          `${base}/messages`,
          { message: { content: '', audio_id: a.media } },
        ],
        [`POST played (${label})`, 'POST', `${base}/messages/${a.messages[1]}/played`, undefined],
        [
          `GET keepsake book (${label})`,
          'GET',
          `${base}/messages/${a.messages[1]}/keepsake.epub`,
          undefined,
        ],
      );
    }
    for (const [label, p] of [
      ["A's profile", a.profile],
      ["A's sibling", a.sibling],
    ] as const) {
      out.push(
        [`GET conversations (${label})`, 'GET', `/profiles/${p}/conversations`, undefined],
        [
          `POST conversations (${label})`,
          'POST',
          `/profiles/${p}/conversations`,
          { conversation: { title: 'B made this' } },
        ],
        [`PATCH profile (${label})`, 'PATCH', `/profiles/${p}`, { profile: { nickname: 'Owned' } }],
        [`DELETE profile (${label})`, 'DELETE', `/profiles/${p}`, undefined],
      );
    }
    return out;
  };

  it('answers 404 to every endpoint B calls with A ids, leaking nothing', async () => {
    const results: string[] = [];
    for (const [label, method, path, body] of calls()) {
      const res = await t.api.request(method, path, { token: b.token, body });
      expectNothingOfA(res);
      results.push(`${res.statusCode} ${label}`);
      if (res.statusCode === 404) {
        expect(res.json()).toEqual({
          error: 'Not found',
          errors: ['Not found'],
          code: 'not_found',
          error_codes: ['messages.notFound'],
        });
      }
    }
    expect(results).toEqual(calls().map(([label]) => `404 ${label}`));
  });

  it("answers 403 to join with A's profile, whichever invite", async () => {
    for (const token of [a.invite, b.invite, 'unknown-token-unknown-token']) {
      for (const profileId of [a.profile, a.sibling]) {
        const res = await t.api.post(
          '/conversations/join-via-invite',
          { token, profile_id: profileId },
          b.token,
        );
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('Profile not found or not accessible');
        expectNothingOfA(res);
      }
    }
  });

  it("reads none of A's messages through B's own conversation", async () => {
    const base = `/profiles/${b.profile}/conversations/${b.conversation}`;
    for (const query of [`?before=${a.messages[1]}`, `?after=${a.messages[0]}`, '']) {
      const res = await t.api.get(`${base}${query}`, b.token);
      expect(res.statusCode).toBe(200);
      expectNothingOfA(res);
      for (const m of res.json().messages) expect(m.profile.id).toBe(b.profile);
    }
    // A's message id cannot move B's read marker.
    const read = await t.api.post(`${base}/read`, { message_id: a.messages[1] }, b.token);
    expect(read.statusCode).toBe(404);
    // A's client id is A's alone: B reusing it makes B's own message.
    const sent = await sendMessage(t.api, b.token, b.profile, b.conversation, 'mine', a.clientId);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().content).toBe('mine');
    expectNothingOfA(sent);
    // B's own listing never shows A.
    for (const res of [
      await t.api.get('/profiles', b.token),
      await t.api.get(`/profiles/${b.profile}/conversations`, b.token),
      await t.api.get('/auth/me', b.token),
    ]) {
      expect(res.statusCode).toBe(200);
      expectNothingOfA(res);
    }
  });

  it("lets B join A's conversation only through A's invite with B's own profile", async () => {
    // Sanity check of the matrix: the same calls work once B legitimately takes part.
    const outsider = await t.api.signUp('charlie@example.org');
    const charlie = await t.api.createProfile(outsider.access_token, 'Charlie');
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token: b.invite, profile_id: charlie.id },
      outsider.access_token,
    );
    expect(joined.statusCode).toBe(200);
    expect(joined.json().title).toBe('Bravo chat');
    expectNothingOfA(joined);
  });

  it.each([
    ['sql', encodeURIComponent("'; DROP TABLE profiles;--")],
    ['sql with quotes', encodeURIComponent(`1" OR "1"="1`)],
    ['unicode', encodeURIComponent('👨‍👩‍👧\u202Eשלום')],
    ['nul', '%00'],
    ['dots', '..'],
    ['uppercase uuid', '01890000-0000-7000-8000-00000000000A'],
    ['spaces', '%20%20'],
    ['100 characters', 'x'.repeat(100)],
  ])('answers 404 for a %s id on every endpoint, never 500', async (_name, bad) => {
    const targets: [Method, string, unknown][] = [
      ['GET', `/profiles/${bad}/conversations`, undefined],
      ['POST', `/profiles/${bad}/conversations`, { conversation: { title: 'x' } }],
      ['GET', `/profiles/${bad}/conversations/${b.conversation}`, undefined],
      ['GET', `/profiles/${b.profile}/conversations/${bad}`, undefined],
      [
        'POST',
        `/profiles/${b.profile}/conversations/${bad}/messages`,
        { message: { content: 'x' } },
      ],
      [
        'POST',
        `/profiles/${bad}/conversations/${b.conversation}/messages`,
        { message: { content: 'x' } },
      ],
      ['POST', `/profiles/${b.profile}/conversations/${bad}/create_invite`, undefined],
      ['POST', `/profiles/${b.profile}/conversations/${bad}/read`, { message_id: 'x' }],
      ['POST', `/profiles/${b.profile}/conversations/${bad}/media`, undefined],
      ['POST', `/profiles/${bad}/conversations/${b.conversation}/media`, undefined],
      ['POST', `/profiles/${b.profile}/conversations/${bad}/messages/${bad}/played`, undefined],
      [
        'GET',
        `/profiles/${b.profile}/conversations/${bad}/messages/${bad}/keepsake.epub`,
        undefined,
      ],
      [
        'GET',
        `/profiles/${b.profile}/conversations/${b.conversation}/messages/${bad}/keepsake.epub`,
        undefined,
      ],
      ['PATCH', `/profiles/${bad}`, { profile: { nickname: 'x' } }],
      ['DELETE', `/profiles/${bad}`, undefined],
    ];
    const statuses = [];
    for (const [method, path, body] of targets) {
      const res = await t.api.request(method, path, { token: b.token, body });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(targets.map(() => 404));
  });

  it('answers 500-character and badly encoded ids with our 404, never 500', async () => {
    // Longer than the router's parameter limit (100): the router refuses it before our handlers,
    // and app.ts's frameworkErrors answers like any unknown resource.
    const long = 'z'.repeat(500);
    const paths = [
      // Not valid percent-encoding: the router refuses it before our handlers too.
      `/profiles/%FF/conversations`,
      `/profiles/${long}/conversations`,
      `/profiles/${b.profile}/conversations/${long}`,
      `/profiles/${long}`,
    ];
    for (const path of paths) {
      const res = await t.api.request('GET', path, { token: b.token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        error: 'Not found',
        errors: ['Not found'],
        code: 'not_found',
        error_codes: ['messages.notFound'],
      });
      expect(res.body).not.toContain('zzzz');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const join = await t.api.post(
      '/conversations/join-via-invite',
      { token: a.invite, profile_id: long },
      b.token,
    );
    expect(join.statusCode).toBe(403);
  });

  it("leaves A's data exactly as it was", async () => {
    const after = await snapshotOfA();
    expect(after).toEqual(before);
    const messages = after.bodies[2].messages as { content: string }[];
    expect(messages.map((m) => m.content)).toEqual(A_TEXTS);
    // No conversation, message or profile was written on A's behalf.
    const strays = await t.app.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('profile_id', 'in', [a.profile, a.sibling])
      .execute();
    expect(strays).toHaveLength(A_TEXTS.length);
    const titles = await t.app.ctx.db
      .selectFrom('conversations')
      .select('title')
      .where('title', '=', 'B made this')
      .execute();
    expect(titles).toEqual([]);
    // A's upload is A's still, carried by no message B could send.
    const media = await t.app.ctx.db
      .selectFrom('media')
      .select(['id', 'profile_id'])
      .where('account_id', '=', (await t.api.get('/auth/me', a.token)).json().user.id)
      .execute();
    expect(media).toEqual([{ id: a.media, profile_id: a.profile }]);
    const carried = await t.app.ctx.db
      .selectFrom('messages')
      .select('id')
      .where('media_id', '=', a.media)
      .execute();
    expect(carried).toEqual([]);
  });
});
