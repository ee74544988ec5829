import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { Message } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { sendVoice, uploaded } from '../../test/media.js';
import { useTestApp } from '../../test/use-test-app.js';
import { readZip } from '../../test/zip.js';

interface FakeNode {
  tag: string;
  textContent: string;
  className: string;
  dir: string;
  attributes: Record<string, string>;
  children: FakeNode[];
  appendChild(child: FakeNode): FakeNode;
  setAttribute(name: string, value: string): void;
}

function fakeNode(tag: string): FakeNode {
  const node: FakeNode = {
    tag,
    textContent: '',
    className: '',
    dir: '',
    attributes: {},
    children: [],
    appendChild: (child) => (node.children.push(child), child),
    setAttribute: (name, value) => void (node.attributes[name] = value),
  };
  return node;
}

/**
 * Runs the offline page's script as a browser would, on a document of just the parts it uses,
 * and gives what it shows: each element's text, or an audio element's accessible name.
 */
function shown(html: string): string[] {
  const json = new Map(
    [...html.matchAll(/<script id="(\w+)" type="application\/json">([\s\S]*?)<\/script>/g)].map(
      ([, id, text]) => [id!, text!],
    ),
  );
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
  const root = fakeNode('main');
  const document = {
    getElementById: (id: string) => (id === 'export' ? root : { textContent: json.get(id) }),
    createElement: fakeNode,
  };
  runInNewContext(script, { document });
  const lines: string[] = [];
  const walk = (node: FakeNode) => {
    const label = node.attributes['aria-label'];
    if (node.textContent) lines.push(node.textContent);
    if (label) lines.push(`[${label}]`);
    node.children.forEach(walk);
  };
  walk(root);
  return lines;
}

/** The export's offline page speaks the exporting profile's language. */
describe.each(DIALECTS)('the export’s offline page in the profile’s language on %s', (dialect) => {
  const t = useTestApp(dialect);

  async function familyRoom(tag: string, language?: string) {
    const { access_token: token } = await t.api.signUp(`export-${tag}@example.org`);
    const made = await t.api.post(
      '/profiles',
      { profile: { nickname: 'Oma', ...(language ? { language } : {}) } },
      token,
    );
    expect(made.statusCode).toBe(201);
    const profile = made.json<{ id: string }>();
    const conversation = await t.api.createConversation(token, profile.id, 'Familie');
    const join = async (nickname: string) => {
      const child = await t.api.createProfile(token, nickname);
      const invite = await t.api.post(
        `/profiles/${profile.id}/conversations/${conversation.id}/create_invite`,
        undefined,
        token,
      );
      const joined = await t.api.post(
        '/conversations/join-via-invite',
        { token: invite.json().invite.token, profile_id: child.id },
        token,
      );
      expect(joined.statusCode).toBe(200);
      return child;
    };
    const lily = await join('Lily');
    // Max says something, then his profile is erased: his message stays as a tombstone.
    const max = await join('Max');
    await sendMessage(t.api, token, max.id, conversation.id, 'Tschüss');
    expect((await t.api.post(`/profiles/${max.id}/erase`, {}, token)).statusCode).toBe(204);
    const oma = { token, profile, conversation };
    const say = async (text: string) =>
      (await sendMessage(t.api, token, profile.id, conversation.id, text)).json<Message>();
    const kept = await say('Hallo, meine Lieben');
    const gone = await say('Schon weg');
    const path = `/profiles/${profile.id}/conversations/${conversation.id}/messages/${gone.id}`;
    expect((await t.api.delete(path, token)).statusCode).toBeLessThan(300);
    const voice = await sendVoice(t.api, oma, (await uploaded(t, oma)).id);
    expect(voice.statusCode).toBe(201);
    return { token, kept, lily, profile, conversation };
  }

  const indexOf = async (token: string, query = '') => {
    const res = await t.api.get(`/account/export${query}`, token);
    expect(res.statusCode).toBe(200);
    return (await readZip(res.rawPayload)).get('index.html')!.toString();
  };

  it('writes the page in German for a German grandmother', async () => {
    const { token } = await familyRoom('de', 'de');
    const html = await indexOf(token);
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<title>Hearth-Export</title>');
    expect(html).toContain('<h1>Hearth-Export</h1>');
    expect(html).not.toContain('Hearth export');
    const lines = shown(html);
    expect(lines).toContain('Mit Oma, Lily');
    expect(lines).toContain('Hallo, meine Lieben');
    expect(lines).toContain('Nachricht gelöscht');
    expect(lines).toContain('[Sprachnachricht von Oma]');
    expect(lines.filter((line) => line.startsWith('Gelöschtes Profil · '))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('Exportiert am '))).toHaveLength(2);
    // The data stays as it was written, in nobody's language.
    expect(lines).not.toContain('Message deleted');
    expect(lines.join('\n')).not.toMatch(/\bWith\b|Exported|Voice message|Deleted profile/);
  });

  it('keeps the English page word for word for a profile without a language', async () => {
    const { token } = await familyRoom('en');
    const html = await indexOf(token);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<h1>Hearth export</h1>');
    const lines = shown(html);
    expect(lines).toContain('With Oma, Lily');
    expect(lines).toContain('Message deleted');
    expect(lines).toContain('[Voice message from Oma]');
    expect(lines.filter((line) => line.startsWith('Deleted profile · '))).toHaveLength(2);
    expect(lines.filter((line) => line.startsWith('Exported '))).toHaveLength(2);
  });

  it('shows each profile’s settings in the page’s language, its call buttons by name', async () => {
    const { token, lily, profile, conversation } = await familyRoom('settings', 'de');
    const settings = {
      easy_mode: true,
      frame: { call_profile_ids: [lily.id], night: { start: '21:00', end: '07:00' } },
      shown_conversation_ids: [conversation.id],
    };
    const res = await t.api.patch(`/profiles/${profile.id}/settings`, { settings }, token);
    expect(res.statusCode).toBe(200);
    const lines = shown(await indexOf(token));
    expect(lines.filter((line) => line === 'Einstellungen')).toHaveLength(2);
    // Oma's as the family set them; Lily's untouched: the defaults.
    expect(lines).toContain('Einfacher Modus: an');
    expect(lines).toContain('Einfacher Modus: aus');
    expect(lines).toContain('Der Bilderrahmen dunkelt von 21:00 bis 07:00 ab');
    expect(lines).toContain('Anruf-Tasten auf dem Bilderrahmen: Lily');
    expect(lines).toContain('Angezeigte Unterhaltungen: Familie');
    expect(lines.filter((line) => line.startsWith('Anruf-Tasten'))).toHaveLength(1);
  });

  it('writes one profile’s export in that profile’s language, right to left for Arabic', async () => {
    const { token, lily } = await familyRoom('ar', 'de');
    const chose = await t.api.patch(`/profiles/${lily.id}`, { profile: { language: 'ar' } }, token);
    expect(chose.statusCode).toBe(200);
    const html = await indexOf(token, `?profile_id=${lily.id}`);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<h1>بيانات Hearth المُصدَّرة</h1>');
    const lines = shown(html);
    expect(lines).toContain('المشاركون: Oma، Lily');
    expect(lines).toContain('حُذفت هذه الرسالة');
  });
});
