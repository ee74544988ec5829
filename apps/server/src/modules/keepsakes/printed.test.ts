import { describe, expect, it } from 'vitest';
import {
  KEEPSAKE_LIMITS,
  KEEPSAKE_MESSAGES,
  type KeepsakeLinkBook,
  type PrintedKeepsake,
} from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { deleteUnsent } from '../media/media.repository.js';
import { until } from '../../test/helper.js';
import { fixture, uploaded } from '../../test/media.js';
import { fontsOf, imagesOf, pageCount, pagesAsPng, qpdfCheck, qrCodesOn } from '../../test/pdf.js';
import { storedPhoto } from '../../test/stored-media.js';
import { useTestApp } from '../../test/use-test-app.js';

type Family = { token: string; profile: { id: string }; conversation: { id: string } };

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** A period around today: the messages the tests send fall in it, whatever the hour. */
const around = { from: day(-1), to: day(1) };

// pdfkit subsets the Chinese font and poppler renders every page: slower than most tests.
const BOOK_TEST = { timeout: 120_000 };

describe.each(DIALECTS)('a conversation as a printed book on %s', (dialect) => {
  const t = useTestApp(dialect);
  let n = 0;

  const ask = (f: Family, keepsake: Record<string, unknown>, profileId = f.profile.id) =>
    t.api.post(`/profiles/${profileId}/keepsakes`, { keepsake }, f.token);
  const status = (f: Family, id: string) =>
    t.api.get(`/profiles/${f.profile.id}/keepsakes/${id}`, f.token);
  const send = (f: Family, message: Record<string, unknown>) =>
    t.api.post(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}/messages`,
      { message },
      f.token,
    );
  const ready = async (f: Family, id: string): Promise<PrintedKeepsake> => {
    let book: PrintedKeepsake | undefined;
    await until(async () => {
      book = (await status(f, id)).json<{ keepsake: PrintedKeepsake }>().keepsake;
      return book.status !== 'making';
    }, 60_000);
    return book!;
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it(
    'prints the period in order with fonts and photos embedded, and codes that play each recording',
    BOOK_TEST,
    async () => {
      const { gran, kid } = await t.api.grandmaAndGrandchild(`print-${++n}`);
      expect((await send(gran, { content: 'Hello darling, how was school?' })).statusCode).toBe(
        201,
      );
      expect((await send(kid, { content: '我今天画了一只猫。' })).statusCode).toBe(201);
      expect((await send(kid, { content: 'مرحبا يا جدتي' })).statusCode).toBe(201);
      const voice = await uploaded(t, gran, 'voice.webm');
      expect(
        (await send(gran, { content: '', audio_id: voice.id, waveform: [1, 2] })).statusCode,
      ).toBe(201);
      const photo = await storedPhoto(t, gran);
      expect(
        (await send(gran, { content: 'At the beach', photo_ids: [photo.id] })).statusCode,
      ).toBe(201);
      const pages = [];
      for (const page_number of [1, 3]) {
        pages.push({ page_number, audio_id: (await uploaded(t, gran, 'voice.ogg')).id });
      }
      const story = await send(gran, { story: { story_id: 'red-riding-hood', pages } });
      expect(story.statusCode).toBe(201);

      const res = await ask(gran, {
        conversation_id: gran.conversation.id,
        ...around,
        title: 'Our year',
        page_size: 'A5',
      });
      expect(res.statusCode).toBe(202);
      const asked = res.json<{ keepsake: PrintedKeepsake }>().keepsake;
      expect(asked).toMatchObject({ status: 'making', title: 'Our year', download_url: null });
      const book = await ready(gran, asked.id);
      expect(book).toMatchObject({ status: 'ready', progress: 100 });

      const download = await get(book.download_url!);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      const pdf = download.rawPayload;
      // The book's file (a media row of its id) is no upload: the sweep of unsent uploads, even
      // of every age, leaves it whole.
      const tomorrow = new Date(Date.now() + DAY_MS).toISOString();
      await deleteUnsent(t.app.ctx.db, { before: tomorrow });
      expect((await get(book.download_url!)).rawPayload.equals(pdf)).toBe(true);
      // The link is the maker's, for a few minutes: altered, handed to another, or late, it fails.
      // One character of the signature changed (never to itself).
      const altered = book.download_url!.replace(
        /sig=(.)/,
        (_, c) => `sig=${c === 'A' ? 'B' : 'A'}`,
      );
      expect((await get(altered)).statusCode).toBe(404);
      const { mediaUrls } = t.app.ctx;
      const query = (url: string) => url.slice(url.indexOf('?'));
      const pdfPath = `/api/v1/keepsakes/${book.id}/book.pdf`;
      const soon = Math.floor(Date.now() / 1000) + 60;
      const theirs = mediaUrls.signedUrl(book.id, kid.profile.id, soon);
      expect((await get(pdfPath + query(theirs))).statusCode).toBe(404);
      const late = mediaUrls.signedUrl(book.id, gran.profile.id, soon - 120);
      expect((await get(pdfPath + query(late))).statusCode).toBe(403);
      const expiry = Number(new URL(book.download_url!, 'http://x').searchParams.get('exp'));
      expect(expiry * 1000 - Date.now()).toBeLessThanOrEqual(
        KEEPSAKE_LIMITS.downloadMinutes * 60_000,
      );
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(() => qpdfCheck(pdf)).not.toThrow();
      // Title page; texts and the voice message flowing on one page; the photo on its own;
      // each of the story's four pages on its own.
      expect(pageCount(pdf)).toBe(7);
      const fonts = fontsOf(pdf);
      expect(fonts.every((font) => font.embedded)).toBe(true);
      expect(fonts.map((font) => font.name)).toEqual(
        expect.arrayContaining([
          'NotoSans-Regular',
          'NotoSans-Bold',
          'NotoSansCJKsc-Regular',
          'NotoNaskhArabic-Regular',
        ]),
      );
      expect(imagesOf(pdf)).toEqual([{ page: 3, type: 'image', width: 64, height: 48 }]);

      // Each code read back from the rendered pages opens a page that plays its one recording.
      const codes: string[] = [];
      for (const png of pagesAsPng(pdf, 150)) codes.push(...(await qrCodesOn(png)));
      expect(codes).toHaveLength(3);
      const paths = codes.map((code) => new URL(code).pathname);
      for (const path of paths) expect(path).toMatch(/^\/k\/[A-Za-z0-9_-]{43}$/);
      const page = await get(paths[0]!);
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(page.body).toContain(`<audio controls preload="metadata" src="${paths[0]}/audio"`);
      const audio = await get(`${paths[0]}/audio`);
      expect(audio.statusCode).toBe(200);
      expect(audio.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(audio.rawPayload.equals(fixture('voice.webm'))).toBe(true);
      for (const path of paths.slice(1)) {
        expect((await get(`${path}/audio`)).rawPayload.equals(fixture('voice.ogg'))).toBe(true);
      }

      // Turned off in the account's settings: every code of the book answers 410.
      const listed = await t.api.get('/account/keepsake-links', gran.token);
      expect(listed.json<{ books: KeepsakeLinkBook[] }>().books).toEqual([
        expect.objectContaining({ id: book.id, link_count: 3, turned_off_at: null }),
      ]);
      const off = await t.api.post(
        `/account/keepsake-links/${book.id}/turn-off`,
        undefined,
        gran.token,
      );
      expect(off.statusCode).toBe(200);
      expect(off.json<{ book: KeepsakeLinkBook }>().book.turned_off_at).not.toBeNull();
      for (const path of paths) {
        const gone = await get(path);
        expect(gone.statusCode).toBe(410);
        expect(gone.body).toContain(KEEPSAKE_MESSAGES.linksOff.replace("'", '&#39;'));
        const audioGone = await get(`${path}/audio`);
        expect(audioGone.statusCode).toBe(410);
        expect(audioGone.json()).toMatchObject({ code: 'gone', error: KEEPSAKE_MESSAGES.linksOff });
      }
      expect((await get(`/k/${'x'.repeat(43)}`)).statusCode).toBe(404);
      // Another account cannot turn them off, or see the book.
      const other = await t.api.post(
        `/account/keepsake-links/${book.id}/turn-off`,
        undefined,
        kid.token,
      );
      expect(other.statusCode).toBe(404);
      expect((await status(kid, book.id)).statusCode).toBe(404);
    },
  );

  it('answers a signed download only as signed', async () => {
    const forged = await get(
      `/api/v1/keepsakes/${'0'.repeat(8)}-0000-7000-8000-000000000000/book.pdf`,
    );
    expect(forged.statusCode).toBe(404);
  });
});
