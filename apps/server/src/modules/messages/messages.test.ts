import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage, type TestApp } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';

type Family = Awaited<ReturnType<TestApp['api']['family']>>;

describe.each(DIALECTS)('messages on %s', (dialect) => {
  const t = useTestApp(dialect);
  let fam: Family;
  beforeAll(async () => {
    fam = await t.api.family('messages@example.org', 'Grandpa', 'Stories');
  });

  const path = (profileId = fam.profile.id, conversationId = fam.conversation.id) =>
    `/profiles/${profileId}/conversations/${conversationId}/messages`;
  const send = (content: string, clientId?: string) =>
    sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, content, clientId);
  const rowsWith = (clientId: string) =>
    t.app.ctx.db.selectFrom('messages').selectAll().where('client_id', '=', clientId).execute();
  const latest = async () => {
    const res = await t.api.get(
      `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}?limit=1`,
      fam.token,
    );
    return res.json().messages[0] as { id: string; content: string };
  };

  it('sends a message: 201 with its full shape', async () => {
    const clientId = randomUUID();
    const res = await send('Hello there', clientId);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      content: 'Hello there',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      profile: { id: fam.profile.id, nickname: 'Grandpa' },
      client_id: clientId,
      kind: 'text',
      deleted: false,
      edited_at: null,
      reactions: [],
    });
    expect(await latest()).toEqual(body);
  });

  it('answers client_id null when none was given', async () => {
    const res = await send('no id');
    expect(res.statusCode).toBe(201);
    expect(res.json().client_id).toBeNull();
  });

  it('trims the content', async () => {
    const res = await send('  \n\t spaced out \n ');
    expect(res.json().content).toBe('spaced out');
    expect((await latest()).content).toBe('spaced out');
  });

  it.each([
    ['empty', { message: { content: '' } }],
    ['blank', { message: { content: ' \n\t\r ' } }],
    ['missing content', { message: {} }],
    ['number content', { message: { content: 12 } }],
    ['array content', { message: { content: ['hi'] } }],
    ['object content', { message: { content: { text: 'hi' } } }],
    ['null content', { message: { content: null } }],
    ['null message', { message: null }],
    ['missing wrapper', { content: 'hi' }],
    ['null body', null],
    ['array body', [{ message: { content: 'hi' } }]],
  ])('refuses %s with 422 Please enter a message', async (_name, body) => {
    const before = await latest();
    const res = await t.api.post(path(), body, fam.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'Please enter a message',
      errors: ['Please enter a message'],
      code: 'validation_failed',
      error_codes: ['messages.contentRequired'],
    });
    expect(await latest()).toEqual(before);
  });

  it('accepts 4000 characters and refuses 4001', async () => {
    const ok = await send('a'.repeat(4000));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content).toHaveLength(4000);
    const refused = await send('b'.repeat(4001));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe('Message must be at most 4000 characters');
    expect((await latest()).content).toBe('a'.repeat(4000));
    // Trimming happens before the length check.
    expect((await send(`   ${'c'.repeat(4000)}   `)).statusCode).toBe(201);
  });

  it.each([
    ['HTML and script tags', '<script>alert("x")</script><img src=x onerror=alert(1)><b>bold</b>'],
    ['SQL', "'); DROP TABLE messages;--"],
    ['SQL with quotes and comments', `Robert'); DELETE FROM profiles; /* " \\ */ --`],
    ['emoji with ZWJ sequences', '👨‍👩‍👧‍👦 👩🏽‍🦳 🏳️‍🌈 🧑‍🤝‍🧑 ❤️‍🔥'],
    ['right-to-left marks', '\u202Eevil.exe\u202C and \u200Fשלום\u200E مرحبا'],
    [
      'control characters without NUL',
      'bell\u0007 tab\t back\u0008 esc\u001B[31m vt\u000B del\u007F',
    ],
    ['a very long line', 'word-'.repeat(799) + 'end'],
    ['combining marks and astral', 'Z̴̡̢a̷l̸g̵o 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \uFEFF BOM'],
    ['JSON and template text', '{"__proto__":{"admin":true}} ${process.env} {{7*7}}'],
    ['lone line separators', 'line\u2028sep\u2029para\r\nwindows'],
  ])('stores and returns %s byte for byte', async (_name, content) => {
    const res = await send(content);
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe(content);
    const row = await t.app.ctx.db
      .selectFrom('messages')
      .select('content')
      .where('id', '=', res.json().id as string)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.content, 'utf8').equals(Buffer.from(content, 'utf8'))).toBe(true);
    expect((await latest()).content).toBe(content);
    // The tables are all still there.
    expect((await t.api.get('/profiles', fam.token)).statusCode).toBe(200);
  });

  it('refuses U+0000 the same way on both databases', async () => {
    const res = await send('nul\u0000byte');
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe('Text must not contain NUL characters');
  });

  describe('idempotent client_id', () => {
    it('answers 200 with the same message for a repeated client_id, storing one row', async () => {
      const clientId = randomUUID();
      const first = await send('only once', clientId);
      expect(first.statusCode).toBe(201);
      const again = await send('only once', clientId);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      // Even when the retry's text differs, the stored message wins.
      const changed = await send('changed text', clientId);
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual(first.json());
      expect(await rowsWith(clientId)).toHaveLength(1);
    });

    it('treats an upper-case client_id as the same id', async () => {
      const clientId = randomUUID();
      const first = await send('case', clientId);
      const upper = await send('case', clientId.toUpperCase());
      expect(upper.statusCode).toBe(200);
      expect(upper.json().id).toBe(first.json().id);
      expect(await rowsWith(clientId)).toHaveLength(1);
    });

    it('stores exactly one row for five concurrent identical sends', async () => {
      const clientId = randomUUID();
      const results = await Promise.all(Array.from({ length: 5 }, () => send('racing', clientId)));
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(4);
      const ids = new Set(results.map((r) => r.json().id as string));
      expect(ids.size).toBe(1);
      expect(await rowsWith(clientId)).toHaveLength(1);
    });

    it('answers 404 for the same client_id in another conversation', async () => {
      const clientId = randomUUID();
      expect((await send('here', clientId)).statusCode).toBe(201);
      const other = await t.api.createConversation(fam.token, fam.profile.id, 'Elsewhere');
      const res = await sendMessage(t.api, fam.token, fam.profile.id, other.id, 'there', clientId);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('here');
      expect(res.body).not.toContain('Stories');
      expect(await rowsWith(clientId)).toHaveLength(1);
    });

    it('lets another sender use the same client_id', async () => {
      const clientId = randomUUID();
      await send('mine', clientId);
      const sibling = await t.api.createProfile(fam.token, 'Sibling');
      const conv = await t.api.createConversation(fam.token, sibling.id, 'Sibling chat');
      const res = await sendMessage(t.api, fam.token, sibling.id, conv.id, 'theirs', clientId);
      expect(res.statusCode).toBe(201);
      expect(res.json().content).toBe('theirs');
      expect(await rowsWith(clientId)).toHaveLength(2);
    });

    it.each([
      ['not a uuid', 'abc'],
      ['a number', 42],
      ['too long', `${randomUUID()}0`],
      ['sql', "x'); DROP TABLE messages;--"],
      ['an array', [randomUUID()]],
      ['empty', ''],
    ])('refuses a client_id that is %s with 422', async (_name, clientId) => {
      const res = await t.api.post(
        path(),
        { message: { content: 'hi', client_id: clientId } },
        fam.token,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('client_id must be a UUID');
    });
  });

  it("moves the conversation's last activity", async () => {
    const other = await t.api.createConversation(fam.token, fam.profile.id, 'Newer');
    const listIds = async () =>
      (await t.api.get(`/profiles/${fam.profile.id}/conversations`, fam.token))
        .json()
        .map((c: { id: string; last_activity_at: string }) => c);
    const before = await listIds();
    expect(before[0].id).toBe(other.id);
    const sent = await send('bump');
    const after = await listIds();
    expect(after[0].id).toBe(fam.conversation.id);
    expect(after[0].last_activity_at).toBe(sent.json().created_at);
    expect(after[0].last_activity_at >= before[1].last_activity_at).toBe(true);
  });

  it('ignores ids, senders and times given in the body', async () => {
    const sibling = await t.api.createProfile(fam.token, 'Other');
    const res = await t.api.post(
      path(),
      {
        id: 'x',
        message: {
          content: 'forged?',
          id: '01890000-0000-7000-8000-000000000000',
          profile_id: sibling.id,
          profile: { id: sibling.id, nickname: 'Other' },
          created_at: '2000-01-01T00:00:00.000Z',
          conversation_id: 'elsewhere',
        },
      },
      fam.token,
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).not.toBe('01890000-0000-7000-8000-000000000000');
    expect(body.profile).toEqual({ id: fam.profile.id, nickname: 'Grandpa' });
    expect(body.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    const row = await t.app.ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', body.id as string)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      profile_id: fam.profile.id,
      conversation_id: fam.conversation.id,
      content: 'forged?',
    });
  });

  it('answers 404 to non-participants and unknown ids, 401 without a token', async () => {
    const sibling = await t.api.createProfile(fam.token, 'Outsider');
    expect(
      (await t.api.post(path(sibling.id), { message: { content: 'x' } }, fam.token)).statusCode,
    ).toBe(404);
    const unknown = '01890000-0000-7000-8000-000000000000';
    expect(
      (await t.api.post(path(undefined, unknown), { message: { content: 'x' } }, fam.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.api.post(path(unknown), { message: { content: 'x' } }, fam.token)).statusCode,
    ).toBe(404);
    expect((await t.api.post(path(), { message: { content: 'x' } })).statusCode).toBe(401);
  });
});
