import { describe, expect, it } from 'vitest';
import type { PrintedKeepsake } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { until } from '../../test/helper.js';
import { fixture } from '../../test/media.js';
import {
  colouredPixels,
  imagesOf,
  pagesAsPng,
  qpdfCheck,
  qrCodesOn,
  textOf,
  wordBoxes,
} from '../../test/pdf.js';
import { storedVideo } from '../../test/stored-media.js';
import { useTestApp } from '../../test/use-test-app.js';

type Family = { token: string; profile: { id: string }; conversation: { id: string } };

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const DPI = 144;
/** Points (what pdftotext measures) to pixels of a page rendered at DPI. */
const px = (points: number) => Math.round((points * DPI) / 72);

describe.each(DIALECTS)('what a printed book sets beyond plain text, on %s', (dialect) => {
  const t = useTestApp(dialect);

  const send = (f: Family, message: Record<string, unknown>) =>
    t.api.post(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}/messages`,
      { message },
      f.token,
    );
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  /** Makes the conversation's book of today and answers its PDF. */
  async function bookOf(f: Family): Promise<Buffer> {
    const keepsake = {
      conversation_id: f.conversation.id,
      from: day(-1),
      to: day(1),
      title: 'Our year',
      page_size: 'A5',
    };
    const res = await t.api.post(`/profiles/${f.profile.id}/keepsakes`, { keepsake }, f.token);
    expect(res.statusCode).toBe(202);
    const { id } = res.json<{ keepsake: PrintedKeepsake }>().keepsake;
    let book: PrintedKeepsake | undefined;
    await until(async () => {
      const status = await t.api.get(`/profiles/${f.profile.id}/keepsakes/${id}`, f.token);
      book = status.json<{ keepsake: PrintedKeepsake }>().keepsake;
      return book.status !== 'making';
    }, 60_000);
    expect(book?.status).toBe('ready');
    return (await get(book!.download_url!)).rawPayload;
  }

  it(
    'prints emoji as colour pictures, Latin words inside Arabic text, and a video as its poster with a code',
    { timeout: 120_000 },
    async () => {
      const { gran, kid } = await t.api.grandmaAndGrandchild(`layout-${dialect}`);
      expect((await send(gran, { content: 'We baked a cake 🎂 together today' })).statusCode).toBe(
        201,
      );
      expect((await send(kid, { content: 'أحب Minecraft كثيرا' })).statusCode).toBe(201);
      const video = await storedVideo(t, gran, fixture('video.webm'));
      expect((await send(gran, { content: 'At the zoo', video_id: video.id })).statusCode).toBe(
        201,
      );
      const pdf = await bookOf(gran);
      expect(() => qpdfCheck(pdf)).not.toThrow();

      // The words around the emoji, and both the Arabic and the Latin words of the Arabic text.
      const text = textOf(pdf);
      for (const word of ['We baked a cake', 'together today', 'Minecraft', 'أحب', 'كثيرا']) {
        expect(text).toContain(word);
      }
      expect(text).not.toMatch(/�/u);

      // The emoji is drawn in colour between the words it stands between.
      const words = wordBoxes(pdf);
      const cake = words.find((w) => w.word === 'cake')!;
      const together = words.find((w) => w.word === 'together')!;
      expect(together.page).toBe(cake.page);
      expect(together.xMin - cake.xMax).toBeGreaterThan(12);
      const [page] = pagesAsPng(pdf, DPI, cake.page);
      const between = {
        left: px(cake.xMax) + 1,
        top: px(cake.yMin) - 2,
        width: px(together.xMin) - px(cake.xMax) - 2,
        height: px(cake.yMax - cake.yMin) + 4,
      };
      expect(await colouredPixels(page!, between)).toBeGreaterThan(between.width * 2);
      // The words themselves are ink, not colour.
      const onCake = { ...between, left: px(cake.xMin), width: px(cake.xMax - cake.xMin) };
      expect(await colouredPixels(page!, onCake)).toBe(0);

      // The video: its poster on a page of its own (with the emoji, the only pictures), and a
      // code on that page that plays the video.
      const pictures = imagesOf(pdf);
      expect(pictures).toHaveLength(2);
      const poster = pictures.find((image) => image.page !== cake.page);
      expect(poster).toBeDefined();
      const [videoPage] = pagesAsPng(pdf, DPI, poster!.page);
      const codes = await qrCodesOn(videoPage!);
      expect(codes).toHaveLength(1);
      const path = new URL(codes[0]!).pathname;
      const opened = await get(path);
      expect(opened.body).toContain(`<video controls playsinline preload="metadata"`);
      const played = await get(`${path}/audio`);
      expect(played.headers['content-type']).toBe('video/webm');
      // The stored video itself, whole.
      const stored = await t.app.ctx.db
        .selectFrom('media')
        .select('byte_size')
        .where('id', '=', video.id)
        .executeTakeFirstOrThrow();
      expect(played.statusCode).toBe(200);
      expect(played.rawPayload.length).toBe(stored.byte_size);
      expect(textOf(pdf)).toContain('At the zoo');
    },
  );
});
