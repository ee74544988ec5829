import { existsSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_PROFILE_SETTINGS,
  FAMILY_MESSAGES,
  type Message,
  type ProfileSettingsResponse,
} from '@hearth/shared';
import { familyWithAssisted } from '../../test/assisted.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { fixture, sendVoice, uploaded } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { readZip } from '../../test/zip.js';
import { applyRetention } from './family-data.service.js';
import type { ExportedProfile } from './export-document.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)("a family's data on %s", (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Grandma's family (Grandma and the child Lily) with the Smiths' Sam in their room. */
  async function families(tag: string) {
    const gran = await t.api.family(`gran-${tag}@example.org`, 'Grandma', `Room ${tag}`);
    const lily = await t.api.createProfile(gran.token, 'Lily');
    const smiths = await t.api.signUp(`smiths-${tag}@example.org`);
    const sam = await t.api.createProfile(smiths.access_token, 'Sam');
    for (const [token, profileId] of [
      [gran.token, lily.id],
      [smiths.access_token, sam.id],
    ] as const) {
      const invite = await t.api.post(
        `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
        undefined,
        gran.token,
      );
      const res = await t.api.post(
        '/conversations/join-via-invite',
        { token: invite.json().invite.token, profile_id: profileId },
        token,
      );
      expect(res.statusCode).toBe(200);
    }
    // Lily is a child: Grandma says yes to Sam, so that Lily talks with him too.
    const approvals = await t.api.get(`/profiles/${lily.id}/approvals`, gran.token);
    for (const { id } of approvals.json().pending as { id: string }[]) {
      const yes = await t.api.post(
        `/profiles/${lily.id}/approvals/${id}/approve`,
        undefined,
        gran.token,
      );
      expect(yes.statusCode).toBeLessThan(300);
    }
    const smithsOwn = await t.api.createConversation(smiths.access_token, sam.id, 'Smiths only');
    await sendMessage(t.api, smiths.access_token, sam.id, smithsOwn.id, `secret of ${tag}`);
    return {
      gran,
      lily,
      smiths: { token: smiths.access_token, profile: sam },
      room: gran.conversation.id,
    };
  }

  const exportOf = async (token: string, query = '') => {
    const res = await t.api.get(`/account/export${query}`, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    return readZip(res.rawPayload);
  };

  it('exports every message and recording of the account, and nothing of another', async () => {
    const { gran, lily, smiths, room } = await families('export');
    const said = [
      await sendMessage(t.api, gran.token, gran.profile.id, room, 'hello from Grandma'),
      await sendMessage(t.api, gran.token, lily.id, room, 'hello from Lily'),
      await sendMessage(t.api, smiths.token, smiths.profile.id, room, 'hello from Sam'),
    ].map((res) => res.json<Message>());
    const granVoice = (await sendVoice(t.api, gran, (await uploaded(t, gran)).id)).json<Message>();
    const samAt = { token: smiths.token, profile: smiths.profile, conversation: { id: room } };
    const samVoice = (
      await sendVoice(t.api, samAt, (await uploaded(t, samAt, 'voice.ogg')).id)
    ).json<Message>();

    const zip = await exportOf(gran.token);
    const names = [...zip.keys()].sort();
    expect(names.filter((n) => n.startsWith('profiles/'))).toHaveLength(2);
    const recordings = names.filter((n) => n.startsWith('recordings/'));
    expect(recordings).toHaveLength(2);
    expect(recordings.some((n) => /_Grandma_.*\.webm$/.test(n))).toBe(true);
    expect(recordings.some((n) => /_Sam_.*\.ogg$/.test(n))).toBe(true);
    for (const n of recordings) {
      const original = n.endsWith('.ogg') ? fixture('voice.ogg') : fixture('voice.webm');
      expect(zip.get(n)!.equals(original)).toBe(true);
    }
    const docs = names
      .filter((n) => n.startsWith('profiles/'))
      .map((n) => JSON.parse(zip.get(n)!.toString()) as ExportedProfile);
    const grandma = docs.find((d) => d.profile.id === gran.profile.id)!;
    const conversation = grandma.conversations.find((c) => c.id === room)!;
    expect(conversation.participants).toEqual(['Grandma', 'Lily', 'Sam']);
    expect(conversation.messages.map((m) => m.id)).toEqual([
      ...said.map((m) => m.id),
      granVoice.id,
      samVoice.id,
    ]);
    expect(
      conversation.messages
        .filter((m) => m.recording)
        .map((m) => m.recording)
        .sort(),
    ).toEqual(recordings);
    const everything = [...zip.values()].map((b) => b.toString('latin1')).join('\n');
    expect(everything).not.toContain('secret of export');
    expect(everything).not.toContain('smiths-export@example.org');
    const index = zip.get('index.html')!.toString();
    expect(index).toContain('hello from Sam');
    expect(index).toContain(recordings[0]);

    // One child alone.
    const child = await exportOf(gran.token, `?profile_id=${lily.id}`);
    const childDocs = [...child.keys()].filter((n) => n.startsWith('profiles/'));
    expect(childDocs).toHaveLength(1);
    expect(JSON.parse(child.get(childDocs[0]!)!.toString()).profile.nickname).toBe('Lily');
    const theirs = await t.api.get(`/account/export?profile_id=${smiths.profile.id}`, gran.token);
    expect(theirs.statusCode).toBe(404);
    expect((await t.api.get('/account/export')).statusCode).toBe(401);
  });

  it('exports each profile’s settings as the API answers them', async () => {
    const fam = await familyWithAssisted(t.api, 'export-settings@example.org');
    const settings = {
      easy_mode: true,
      frame: { call_profile_ids: [fam.profile.id], night: { start: '21:30', end: '06:45' } },
      shown_conversation_ids: [fam.conversation.id],
    };
    const changed = await t.api.patch(`/profiles/${fam.nana.id}/settings`, { settings }, fam.token);
    expect(changed.statusCode).toBe(200);
    const answered = async (profileId: string) => {
      const res = await t.api.get(`/profiles/${profileId}/settings`, fam.token);
      expect(res.statusCode).toBe(200);
      return res.json<ProfileSettingsResponse>().settings;
    };
    const docsOf = async (query = '') => {
      const zip = await exportOf(fam.token, query);
      return [...zip.keys()]
        .filter((n) => n.startsWith('profiles/'))
        .map((n) => JSON.parse(zip.get(n)!.toString()) as ExportedProfile);
    };

    const docs = await docsOf();
    const nana = docs.find((d) => d.profile.id === fam.nana.id)!;
    expect(nana.settings).toEqual(settings);
    expect(nana.settings).toEqual(await answered(fam.nana.id));
    // A profile whose settings were never changed: the defaults, as the API answers them.
    const sam = docs.find((d) => d.profile.id === fam.profile.id)!;
    expect(sam.settings).toEqual(DEFAULT_PROFILE_SETTINGS);
    expect(sam.settings).toEqual(await answered(fam.profile.id));
    // One profile's export carries its own.
    const [alone, ...more] = await docsOf(`?profile_id=${fam.nana.id}`);
    expect(more).toEqual([]);
    expect(alone!.settings).toEqual(settings);
  });

  it('exports the family stories, earned badges and every page of a read-aloud', async () => {
    const { gran, room } = await families('stories');
    const own = await t.api.post(
      '/stories',
      {
        story: {
          title: 'The Garden',
          author: 'Grandma',
          cover_emoji: '🌻',
          pages: [{ text: 'Once there was a garden.', illustration: '🌻' }],
        },
      },
      gran.token,
    );
    expect(own.statusCode).toBe(201);
    const page = await uploaded(t, gran);
    const sent = await t.api.post(
      `/profiles/${gran.profile.id}/conversations/${room}/messages`,
      {
        message: {
          story: { story_id: 'red-riding-hood', pages: [{ page_number: 2, audio_id: page.id }] },
        },
      },
      gran.token,
    );
    expect(sent.statusCode).toBe(201);

    const zip = await exportOf(gran.token);
    const stories = JSON.parse(zip.get('stories.json')!.toString()) as { title: string }[];
    expect(stories.map((story) => story.title)).toEqual(['The Garden']);
    const name = [...zip.keys()].find((n) => n.startsWith('profiles/Grandma'))!;
    const doc = JSON.parse(zip.get(name)!.toString()) as ExportedProfile;
    expect(doc.badges.map((badge) => (badge as { id: string }).id)).toEqual(['story-teller']);
    const readAloud = doc.conversations
      .flatMap((c) => c.messages)
      .find((m) => m.id === sent.json<Message>().id)!;
    expect(readAloud.story!.pages.map((p) => [p.page_number, Boolean(p.recording)])).toEqual([
      [1, false],
      [2, true],
      [3, false],
      [4, false],
    ]);
    const recording = readAloud.story!.pages[1]!.recording!;
    expect(zip.get(recording)!.equals(fixture('voice.webm'))).toBe(true);
    expect(zip.get('index.html')!.toString()).toContain(recording);
  });

  it("erases a child's profile: its messages become tombstones for everyone, live", async () => {
    const { gran, lily, smiths, room } = await families('child');
    const sent = (
      await sendMessage(t.api, gran.token, lily.id, room, 'lily was here')
    ).json<Message>();
    const lilyAt = { token: gran.token, profile: lily, conversation: { id: room } };
    const voice = (await sendVoice(t.api, lilyAt, (await uploaded(t, lilyAt)).id)).json<Message>();
    const socket = await TestSocket.connect(url, smiths.token);

    expect(
      (await t.api.post(`/profiles/${gran.profile.id}/erase`, {}, gran.token)).statusCode,
    ).toBe(422);
    const res = await t.api.post(`/profiles/${lily.id}/erase`, {}, gran.token);
    expect(res.statusCode).toBe(204);
    await socket.next((e) => e.type === 'message.deleted' && e.message_id === sent.id);
    await socket.next((e) => e.type === 'participant.left' && e.profile_id === lily.id);

    const page = await t.api.get(
      `/profiles/${smiths.profile.id}/conversations/${room}`,
      smiths.token,
    );
    const shown = page.json().messages.filter((m: Message) => [sent.id, voice.id].includes(m.id));
    expect(shown).toHaveLength(2);
    for (const m of shown) expect(m).toMatchObject({ deleted: true, content: '' });
    const db = t.app.ctx.db;
    expect(
      await db.selectFrom('media').select('id').where('profile_id', '=', lily.id).execute(),
    ).toEqual([]);
    const profiles = await t.api.get('/profiles', gran.token);
    expect(profiles.json().map((p: { id: string }) => p.id)).toEqual([gran.profile.id]);
    expect(
      (await t.api.post(`/profiles/${smiths.profile.id}/erase`, {}, gran.token)).statusCode,
    ).toBe(404);
    socket.close();
  });

  it('erases the account after its password, leaving tombstones in shared threads', async () => {
    const { gran, lily, smiths, room } = await families('account');
    const secret = 'the recipe is three spoons of sugar';
    await sendMessage(t.api, gran.token, gran.profile.id, room, secret);
    await sendMessage(t.api, gran.token, lily.id, room, 'lily says hi');
    await sendMessage(t.api, smiths.token, smiths.profile.id, room, 'sam stays');
    const own = await t.api.createConversation(gran.token, gran.profile.id, 'Grandma alone');
    await sendMessage(t.api, gran.token, gran.profile.id, own.id, 'note to self');

    const wrong = await t.api.request('DELETE', '/account', {
      token: gran.token,
      body: { password: 'not it' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error).toBe(FAMILY_MESSAGES.wrongPassword);
    const file =
      t.app.ctx.config.database.kind === 'sqlite' ? t.app.ctx.config.database.file : null;
    if (file) {
      // The text is in the database file itself before, so that its absence after means something.
      await sql`pragma wal_checkpoint(truncate)`.execute(t.app.ctx.db);
      expect(readFileSync(file).includes(Buffer.from(secret))).toBe(true);
    }
    const socket = await TestSocket.connect(url, gran.token);
    const res = await t.api.request('DELETE', '/account', {
      token: gran.token,
      body: { password: 'correct horse' },
    });
    expect(res.statusCode).toBe(204);
    await socket.closedWithin(2000);

    expect((await t.api.get('/auth/me', gran.token)).statusCode).toBe(401);
    const login = await t.api.post('/auth/login', {
      email_address: 'gran-account@example.org',
      password: 'correct horse',
    });
    expect(login.statusCode).toBe(401);
    const page = await t.api.get(
      `/profiles/${smiths.profile.id}/conversations/${room}`,
      smiths.token,
    );
    const messages = page.json().messages as Message[];
    expect(messages.map((m) => m.content)).toEqual(['', '', 'sam stays']);
    expect(messages.slice(0, 2).every((m) => m.deleted)).toBe(true);
    expect(page.json().participants.map((p: { nickname: string }) => p.nickname)).toEqual(['Sam']);
    const db = t.app.ctx.db;
    expect(
      await db.selectFrom('conversations').select('id').where('id', '=', own.id).execute(),
    ).toEqual([]);
    // The email can be used again.
    await t.api.signUp('gran-account@example.org');

    if (file) {
      const main = readFileSync(file);
      expect(main.length).toBeGreaterThan(0);
      for (const path of [file, `${file}-wal`]) {
        // The log is emptied by the erasure: nothing of it may be left to read.
        const bytes =
          path === file ? main : existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
        expect(bytes.includes(Buffer.from(secret))).toBe(false);
        expect(bytes.includes(Buffer.from('note to self'))).toBe(false);
      }
    }
  });

  it('keeps messages only as long as the account says, on its own schedule', async () => {
    const { gran, smiths, room } = await families('retention');
    const res = await t.api.request('PUT', '/account/retention', {
      token: gran.token,
      body: { days: 30 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ days: 30 });
    expect((await t.api.get('/account/retention', gran.token)).json()).toEqual({ days: 30 });
    for (const days of [0, 1.5, 'x', 4000]) {
      const bad = await t.api.request('PUT', '/account/retention', {
        token: gran.token,
        body: { days },
      });
      expect(bad.statusCode).toBe(422);
    }
    const old = (
      await sendMessage(t.api, gran.token, gran.profile.id, room, 'long ago')
    ).json<Message>();
    const recent = (
      await sendMessage(t.api, gran.token, gran.profile.id, room, 'today')
    ).json<Message>();
    const theirs = (
      await sendMessage(t.api, smiths.token, smiths.profile.id, room, 'theirs')
    ).json<Message>();
    const db = t.app.ctx.db;
    await db
      .updateTable('messages')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', 'in', [old.id, theirs.id])
      .execute();
    expect(await applyRetention(t.app.ctx)).toBeGreaterThanOrEqual(1);
    const page = await t.api.get(`/profiles/${gran.profile.id}/conversations/${room}`, gran.token);
    const byId = new Map((page.json().messages as Message[]).map((m) => [m.id, m]));
    expect(byId.get(old.id)).toMatchObject({ deleted: true, content: '' });
    expect(byId.get(recent.id)).toMatchObject({ deleted: false, content: 'today' });
    // Another account's setting is its own: the Smiths keep theirs.
    expect(byId.get(theirs.id)).toMatchObject({ deleted: false, content: 'theirs' });

    const off = await t.api.request('PUT', '/account/retention', {
      token: gran.token,
      body: { days: null },
    });
    expect(off.json()).toEqual({ days: null });
  });
});
