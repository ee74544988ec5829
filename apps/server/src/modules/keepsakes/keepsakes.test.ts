import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORY_MESSAGES, type Message, type MessageStory } from '@hearth/shared';
import { nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { epubcheck, problems } from '../../test/epubcheck.js';
import { uploaded, type FixtureName } from '../../test/media.js';
import { useTestApp } from '../../test/use-test-app.js';
import { readZip } from '../../test/zip.js';

type Family = { token: string; profile: { id: string }; conversation: { id: string } };
type StoryMessage = Message & { story: MessageStory };

/** The length ffprobe reads in an audio file, in milliseconds. */
function probedMs(audio: Buffer): number {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-probe-'));
  try {
    writeFileSync(join(dir, 'a.m4a'), audio);
    const out = execFileSync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration'].concat([
        '-of',
        'csv=p=0',
        join(dir, 'a.m4a'),
      ]),
    );
    return Math.round(Number(out.toString().trim()) * 1000);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The clip ends a SMIL overlay gives, in milliseconds. */
const clipEnds = (smil: string) =>
  [...smil.matchAll(/clipEnd="([\d.]+)s"/g)].map((m) => Math.round(Number(m[1]) * 1000));

// ffmpeg converts each page and epubcheck (a Java program) reads each book: slower than most.
const BOOK_TEST = { timeout: 120_000 };

describe.each(DIALECTS)('a read-aloud as an EPUB book on %s', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;

  const sendStory = async (f: Family, storyId: string, pages: [number, FixtureName][]) => {
    const recorded = [];
    for (const [page_number, name] of pages) {
      recorded.push({ page_number, audio_id: (await uploaded(t, f, name)).id });
    }
    const res = await t.api.post(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}/messages`,
      { message: { story: { story_id: storyId, pages: recorded } } },
      f.token,
    );
    expect(res.statusCode).toBe(201);
    return res.json<StoryMessage>();
  };
  const book = (f: Family, messageId: string, conversationId = f.conversation.id) =>
    t.api.get(
      `/profiles/${f.profile.id}/conversations/${conversationId}/messages/${messageId}/keepsake.epub`,
      f.token,
    );

  it(
    'makes a valid talking book: a page per story page, each recording with its overlay',
    BOOK_TEST,
    async () => {
      const { gran, kid } = await t.api.grandmaAndGrandchild(`book-${++n}`);
      const message = await sendStory(gran, 'red-riding-hood', [
        [1, 'voice.webm'],
        [3, 'voice.ogg'],
        [4, 'voice.m4a'],
      ]);
      const res = await book(kid, message.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/epub+zip');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Little Red Riding Hood.epub"; filename*=UTF-8''Little%20Red%20Riding%20Hood.epub`,
      );
      const epub = res.rawPayload;
      // OCF: `mimetype` is the first entry, stored (method 0), its bytes right after the header.
      expect(epub.readUInt16LE(8)).toBe(0);
      expect(epub.toString('ascii', 30, 38)).toBe('mimetype');
      expect(epub.toString('ascii', 38, 58)).toBe('application/epub+zip');

      const files = await readZip(epub);
      const text = (name: string) => files.get(name)?.toString('utf8') ?? '';
      expect([...files.keys()].sort()).toEqual(
        [
          'mimetype',
          'META-INF/container.xml',
          'EPUB/package.opf',
          'EPUB/nav.xhtml',
          'EPUB/cover.xhtml',
          'EPUB/style.css',
          ...[1, 2, 3, 4].map((p) => `EPUB/page-${p}.xhtml`),
          ...[1, 3, 4].flatMap((p) => [`EPUB/page-${p}.smil`, `EPUB/audio/page-${p}.m4a`]),
        ].sort(),
      );
      const opf = text('EPUB/package.opf');
      expect(opf).toContain('<dc:title>Little Red Riding Hood</dc:title>');
      expect(opf).toContain('<dc:language>en</dc:language>');
      expect(opf).toContain(`<dc:identifier id="book-id">urn:uuid:${message.id}</dc:identifier>`);
      expect(opf).toContain(`<dc:date>${message.created_at.slice(0, 10)}</dc:date>`);
      expect(opf).toMatch(
        /<meta property="dcterms:modified">\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/meta>/,
      );
      expect(opf).toContain('<meta property="media:narrator">Grandma</meta>');
      expect(opf).toContain(
        '<meta property="media:active-class">-epub-media-overlay-active</meta>',
      );
      expect(opf).toContain(
        'href="page-1.xhtml" media-type="application/xhtml+xml" media-overlay=',
      );
      expect(opf).not.toContain('page-2-overlay');

      const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(message.created_at),
      );
      expect(text('EPUB/cover.xhtml')).toContain(`Read by Grandma for Sam, ${day}`);
      const page2 = message.story.pages[1]!;
      expect(text('EPUB/page-2.xhtml')).toContain(page2.illustration);
      expect(text('EPUB/nav.xhtml')).toContain('<a href="page-4.xhtml">Page 4</a>');

      // Each overlay plays its page's recording from start to end; the metadata adds them up.
      let total = 0;
      for (const page of [1, 3, 4]) {
        const recorded = message.story.pages[page - 1]!.audio!.duration_ms;
        total += recorded;
        const smil = text(`EPUB/page-${page}.smil`);
        expect(smil).toContain(`<text src="page-${page}.xhtml#p${page}-t1"/>`);
        expect(smil).toContain(`src="audio/page-${page}.m4a" clipBegin="0s"`);
        const [end] = clipEnds(smil);
        expect(Math.abs(end! - recorded)).toBeLessThanOrEqual(50);
        const audio = files.get(`EPUB/audio/page-${page}.m4a`)!;
        expect(audio.toString('ascii', 4, 8)).toBe('ftyp');
        expect(Math.abs(probedMs(audio) - recorded)).toBeLessThanOrEqual(100);
      }
      const seconds = (total / 1000).toFixed(3).padStart(6, '0');
      expect(opf).toContain(`<meta property="media:duration">0:00:${seconds}</meta>`);

      expect(problems(await epubcheck(epub))).toEqual([]);
    },
  );

  it(
    "speaks the story's language: an Arabic book right to left, its title as the file name",
    BOOK_TEST,
    async () => {
      const { gran, kid } = await t.api.grandmaAndGrandchild(`book-${++n}`);
      const patched = await t.api.patch(
        `/profiles/${gran.profile.id}`,
        { profile: { language: 'ar' } },
        gran.token,
      );
      expect(patched.statusCode).toBe(200);
      const message = await sendStory(gran, 'three-bears', [[2, 'voice.webm']]);
      const title = message.story.title;
      expect(title).not.toMatch(/^[\x20-\x7e]*$/);
      const res = await book(kid, message.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${title}.epub`)}`,
      );
      const files = await readZip(res.rawPayload);
      const opf = files.get('EPUB/package.opf')!.toString('utf8');
      expect(opf).toContain('<dc:language>ar</dc:language>');
      expect(opf).toContain('page-progression-direction="rtl"');
      expect(files.get('EPUB/cover.xhtml')!.toString('utf8')).toContain('dir="rtl"');
      expect(files.get('EPUB/cover.xhtml')!.toString('utf8')).toContain('قراءة Grandma لـSam');
      expect(problems(await epubcheck(res.rawPayload))).toEqual([]);
    },
  );

  it(
    'answers 404 to another family and 422 for a message that is not a read-aloud',
    BOOK_TEST,
    async () => {
      const { gran, kid } = await t.api.grandmaAndGrandchild(`book-${++n}`);
      const message = await sendStory(gran, 'three-bears', []);
      // A story with no page read is a book without overlays, still valid.
      const silent = await book(gran, message.id);
      expect(silent.statusCode).toBe(200);
      expect(problems(await epubcheck(silent.rawPayload))).toEqual([]);

      const stranger = await t.api.family(`book-stranger-${n}@example.org`, 'Stranger');
      expect((await book(stranger, message.id, gran.conversation.id)).statusCode).toBe(404);
      expect((await book(stranger, message.id)).statusCode).toBe(404);
      const otherProfile = { ...stranger, conversation: gran.conversation };
      expect((await book({ ...otherProfile, profile: gran.profile }, message.id)).statusCode).toBe(
        404,
      );
      expect((await book(kid, 'not-an-id')).statusCode).toBe(404);

      const text = await t.api.post(
        `/profiles/${kid.profile.id}/conversations/${kid.conversation.id}/messages`,
        { message: { content: 'Night night' } },
        kid.token,
      );
      const res = await book(gran, text.json<Message>().id);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: [STORY_MESSAGES.notStory],
        error_codes: ['stories.notStory'],
      });
    },
  );

  it("keeps to a child's pairwise rule: a book of someone its parent no longer approves is 404", async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, `book-${++n}`);
    const joeHere = { ...joe, conversation: { id: conversationId } };
    const message = await sendStory(joeHere, 'three-bears', [[1, 'voice.webm']]);
    const lily = { token: nana.token, profile: nana.child, conversation: { id: conversationId } };
    const allowed = await book(lily, message.id);
    expect(allowed.statusCode).toBe(200);
    expect((await readZip(allowed.rawPayload)).get('EPUB/cover.xhtml')!.toString()).toContain(
      'Read by Grandpa Joe for Nana, Lily',
    );
    const revoked = await t.api.delete(
      `/profiles/${nana.child.id}/contacts/${joe.profile.id}`,
      nana.token,
    );
    expect(revoked.statusCode).toBe(204);
    expect((await book(lily, message.id)).statusCode).toBe(404);
    // Nana herself still may.
    const asNana = {
      token: nana.token,
      profile: nana.profile,
      conversation: { id: conversationId },
    };
    expect((await book(asNana, message.id)).statusCode).toBe(200);
    // A child's own session does not make books: a grown-up does.
    const own = await t.api.get(
      `/profiles/${nana.child.id}/conversations/${conversationId}/messages/${message.id}/keepsake.epub`,
      nana.childToken,
    );
    expect(own.statusCode).toBe(403);
  });
});
