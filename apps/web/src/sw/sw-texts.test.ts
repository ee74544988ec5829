import { LANGUAGES } from '@hearth/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tellWorkerLanguage, workerLanguage } from './sw-contract';
import { SW_LANGUAGES, SW_TEXTS, swLanguage } from './sw-texts';

afterEach(() => vi.unstubAllGlobals());

describe("the service worker's own words", () => {
  it('has a table for every language the app offers, right to left for Arabic', () => {
    expect([...SW_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    for (const language of SW_LANGUAGES) expect(SW_TEXTS[language].newMessage).not.toBe('');
    expect(SW_TEXTS.en.newMessage).toBe('New message');
    expect(SW_TEXTS.ar.dir).toBe('rtl');
  });

  it("writes in the page's language, else the browser's closest, else English", () => {
    expect(swLanguage('pt-BR', ['de'])).toBe('pt-BR');
    expect(swLanguage(null, ['zh-TW', 'zh-CN'])).toBe('zh-Hans');
    expect(swLanguage(null, ['fr-CA'])).toBe('fr');
    expect(swLanguage('klingon', ['ja'])).toBe('en');
  });

  it('reads back the language the page told, through the cache both share', async () => {
    const entries = new Map<string, string>();
    const cache = {
      put: async (key: string, response: Response) => void entries.set(key, await response.text()),
      match: async (key: string) => {
        const text = entries.get(key);
        return text === undefined ? undefined : new Response(text);
      },
    };
    vi.stubGlobal('caches', { open: async () => cache });
    expect(await workerLanguage()).toBeNull();
    await tellWorkerLanguage('ar');
    expect(await workerLanguage()).toBe('ar');
  });
});
