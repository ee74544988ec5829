import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language, type PrintedKeepsake } from '@hearth/shared';
import { SERVER_TEXTS } from '../../lib/texts/index.js';
import { hashToken, newSecretToken } from '../../lib/tokens.js';
import { DIALECTS } from '../../test/databases.js';
import { uploaded } from '../../test/media.js';
import { useTestApp } from '../../test/use-test-app.js';
import * as repo from './printed.repository.js';

/** What a browser set to each language sends: a region, as most do. */
const ACCEPT: Record<Language, string> = {
  en: 'en-GB,en;q=0.9',
  es: 'es-MX,es;q=0.9,en;q=0.5',
  fr: 'fr-CA',
  de: 'de-DE,de;q=0.9',
  'pt-BR': 'pt-BR,pt;q=0.9',
  'zh-Hans': 'zh-CN,zh;q=0.9',
  ar: 'ar-EG,ar;q=0.9,en;q=0.5',
};

const html = (language: Language) =>
  `<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}">`;

describe.each(DIALECTS)("a printed code's page in its reader's language on %s", (dialect) => {
  // The maker is stopped: the test prints the code itself, for a recording of the conversation.
  const t = useTestApp(dialect, {}, { keepsakes: { onWorker: (worker) => void worker.close() } });
  let n = 0;

  async function printedCode() {
    const { gran } = await t.api.grandmaAndGrandchild(`link-page-${++n}`);
    const voice = await uploaded(t, gran, 'voice.webm');
    const today = new Date().toISOString().slice(0, 10);
    const asked = await t.api.post(
      `/profiles/${gran.profile.id}/keepsakes`,
      {
        keepsake: {
          conversation_id: gran.conversation.id,
          from: today,
          to: today,
          title: 'Our year',
          page_size: 'A5',
        },
      },
      gran.token,
    );
    expect(asked.statusCode).toBe(202);
    const book = asked.json<{ keepsake: PrintedKeepsake }>().keepsake;
    const token = newSecretToken();
    await repo.insertLink(t.app.ctx.db, {
      token_hash: hashToken(token),
      keepsake_id: book.id,
      media_id: voice.id,
    });
    return { book, path: `/k/${token}` };
  }
  const open = (path: string, acceptLanguage?: string) =>
    t.app.inject({
      method: 'GET',
      url: path,
      headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    });

  it('speaks each language, right to left in Arabic, and English to any other', async () => {
    const { book, path } = await printedCode();
    for (const language of LANGUAGES) {
      const texts = SERVER_TEXTS[language].keepsakeLink;
      const page = await open(path, ACCEPT[language]);
      expect(page.statusCode, language).toBe(200);
      expect(page.headers.vary, language).toContain('accept-language');
      expect(page.body, language).toContain(html(language));
      expect(page.body, language).toContain('<h1 dir="auto">Our year</h1>');
      expect(page.body, language).toContain(`<p>${texts.intro}</p>`);
      expect(page.body, language).toContain(
        `aria-label="${texts.recordingFrom('Our year')}">${texts.noAudio}</audio>`,
      );
      // Only this language's words: no other language's line comes along.
      for (const other of LANGUAGES.filter((l) => l !== language)) {
        expect(page.body, `${language} has ${other}`).not.toContain(
          SERVER_TEXTS[other].keepsakeLink.noAudio,
        );
      }
    }
    const english = SERVER_TEXTS.en.keepsakeLink;
    for (const unknown of ['ja-JP,ja;q=0.9', 'zh-TW', '*', undefined]) {
      const page = await open(path, unknown);
      expect(page.statusCode, unknown).toBe(200);
      expect(page.body, unknown).toContain(html('en'));
      expect(page.body, unknown).toContain(`<p>${english.intro}</p>`);
    }

    // Turned off, or never printed: the reason, in the reader's language.
    await t.app.ctx.db
      .updateTable('keepsakes')
      .set({ links_off_at: new Date().toISOString() })
      .where('id', '=', book.id)
      .execute();
    for (const language of LANGUAGES) {
      const texts = SERVER_TEXTS[language].keepsakeLink;
      const gone = await open(path, ACCEPT[language]);
      expect(gone.statusCode, language).toBe(410);
      expect(gone.body, language).toContain(html(language));
      expect(gone.body, language).toContain(`<p>${texts.gone}</p>`);
      const unknownCode = await open(`/k/${'x'.repeat(43)}`, ACCEPT[language]);
      expect(unknownCode.statusCode, language).toBe(404);
      expect(unknownCode.body, language).toContain(html(language));
      expect(unknownCode.body, language).toContain(`<p>${texts.notFound}</p>`);
    }
    const unknownGone = await open(path, 'ja');
    expect(unknownGone.body).toContain(html('en'));
    expect(unknownGone.body).toContain(`<p>${english.gone}</p>`);
  });
});
