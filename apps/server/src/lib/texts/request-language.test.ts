import { describe, expect, it } from 'vitest';
import { languageOfRequest } from './request-language.js';

describe('the language an Accept-Language header asks for', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['fr-CH, fr;q=0.9', 'fr'],
    ['de-DE', 'de'],
    ['pt-PT,pt;q=0.9', 'pt-BR'],
    ['zh-CN,zh;q=0.9', 'zh-Hans'],
    ['ar-EG', 'ar'],
    // Weights, not the order written, rank the tags; a refused tag (q=0) is never chosen.
    ['en;q=0.5, de;q=0.8', 'de'],
    ['fr;q=0, es', 'es'],
    // Traditional Chinese is not offered: the next preference is.
    ['zh-TW, fr;q=0.5', 'fr'],
  ])('%s reads %s', (header, language) => {
    expect(languageOfRequest(header)).toBe(language);
  });

  it.each([['ja-JP, tlh;q=0.5'], ['*'], [''], [undefined], ['q=;;,']])(
    'reads English for %s',
    (header) => {
      expect(languageOfRequest(header)).toBe('en');
    },
  );
});
