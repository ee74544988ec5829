/**
 * The languages Hearth speaks, as BCP 47 tags: each person picks one for their profile. Simplified
 * Chinese is tagged by its script, which serves readers in every region that writes it.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'zh-Hans', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages written right to left: the document takes dir="rtl" for them. */
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** What a profile without a language of its own speaks on the server (push texts). */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(tag: unknown): tag is Language {
  return typeof tag === 'string' && (LANGUAGES as readonly string[]).includes(tag);
}

/**
 * The offered language closest to a browser's preferences (`navigator.languages`): an exact tag
 * first, then the same base language (pt-PT reads pt-BR, zh-CN and zh-SG read zh-Hans; zh-TW and
 * zh-Hant, written in traditional characters, are not offered), else null.
 */
export function closestLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const exact = LANGUAGES.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const [base, ...rest] = tag.toLowerCase().split('-');
    if (base === 'zh' && rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part))) continue;
    const sameBase = LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return null;
}
