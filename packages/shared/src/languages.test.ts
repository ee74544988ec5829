import { describe, expect, it } from 'vitest';
import { closestLanguage, isLanguage, LANGUAGES } from './languages.js';

describe('closestLanguage', () => {
  it.each([
    [['es-MX', 'en'], 'es'],
    [['pt-PT'], 'pt-BR'],
    [['pt-br'], 'pt-BR'],
    [['zh-CN'], 'zh-Hans'],
    [['zh-SG'], 'zh-Hans'],
    [['ar-EG'], 'ar'],
    [['it', 'de-AT'], 'de'],
    [['zh-TW', 'fr-CA'], 'fr'],
    [['zh-Hant-HK'], null],
    [['it', 'ja'], null],
    [[], null],
  ] as const)('%j reads as %s', (preferred, expected) => {
    expect(closestLanguage(preferred)).toBe(expected);
  });

  it('offers seven languages, each its own closest', () => {
    expect(LANGUAGES).toHaveLength(7);
    for (const tag of LANGUAGES) expect(closestLanguage([tag])).toBe(tag);
    expect(isLanguage('EN')).toBe(false);
  });
});
