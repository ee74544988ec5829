/**
 * The words the service worker writes itself, one table per language: it runs without React or
 * Lingui's catalogs, and a push normally arrives with its title and body already in the
 * recipient's language (the server writes them). These serve a push that came without them.
 * The languages are the app's (@hearth/shared LANGUAGES); this table is their translation, so
 * the folder stays out of the literal-text lint.
 */
export const SW_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt-BR', 'zh-Hans', 'ar'] as const;
export type SwLanguage = (typeof SW_LANGUAGES)[number];

export interface SwTexts {
  /** The notification's title when the push carried none: the app's name. */
  title: string;
  /** Its body: that something new came. */
  newMessage: string;
  /** How the text runs, for the notification. */
  dir: 'ltr' | 'rtl';
}

export const SW_TEXTS: Record<SwLanguage, SwTexts> = {
  en: { title: 'Hearth', newMessage: 'New message', dir: 'ltr' },
  es: { title: 'Hearth', newMessage: 'Mensaje nuevo', dir: 'ltr' },
  fr: { title: 'Hearth', newMessage: 'Nouveau message', dir: 'ltr' },
  de: { title: 'Hearth', newMessage: 'Neue Nachricht', dir: 'ltr' },
  'pt-BR': { title: 'Hearth', newMessage: 'Nova mensagem', dir: 'ltr' },
  'zh-Hans': { title: 'Hearth', newMessage: '新消息', dir: 'ltr' },
  ar: { title: 'Hearth', newMessage: 'رسالة جديدة', dir: 'rtl' },
};

/**
 * The language to write in: the one the page last showed, else the closest of the browser's
 * (pt-PT reads pt-BR, zh-CN reads zh-Hans; traditional Chinese is not offered), else English.
 */
export function swLanguage(told: string | null, preferred: readonly string[] = []): SwLanguage {
  for (const tag of [...(told ? [told] : []), ...preferred]) {
    const lower = tag.toLowerCase();
    const exact = SW_LANGUAGES.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const [base, ...rest] = lower.split('-');
    if (base === 'zh' && rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part))) continue;
    const sameBase = SW_LANGUAGES.find((l) => l.toLowerCase().split('-')[0] === base);
    if (sameBase) return sameBase;
  }
  return 'en';
}
