import { i18n, type Messages } from '@lingui/core';
import { RTL_LANGUAGES, type Language } from '@hearth/shared';
import { tellWorkerLanguage } from '@/sw/sw-contract';
import type { Locale } from './languages';

type Catalog = () => Promise<{ messages: Messages }>;

// Only the active language's catalogs are fetched; Vite makes one chunk per catalog. The landing
// page's few sentences have their own, so its first paint does not wait for the app's.
const landing: Record<Locale, Catalog> = {
  en: () => import('../../locales/landing/en.po'),
  es: () => import('../../locales/landing/es.po'),
  fr: () => import('../../locales/landing/fr.po'),
  de: () => import('../../locales/landing/de.po'),
  'pt-BR': () => import('../../locales/landing/pt-BR.po'),
  'zh-Hans': () => import('../../locales/landing/zh-Hans.po'),
  ar: () => import('../../locales/landing/ar.po'),
  pseudo: () => import('../../locales/landing/pseudo.po'),
};
const app: Record<Locale, Catalog> = {
  en: () => import('../../locales/en.po'),
  es: () => import('../../locales/es.po'),
  fr: () => import('../../locales/fr.po'),
  de: () => import('../../locales/de.po'),
  'pt-BR': () => import('../../locales/pt-BR.po'),
  'zh-Hans': () => import('../../locales/zh-Hans.po'),
  ar: () => import('../../locales/ar.po'),
  pseudo: () => import('../../locales/pseudo.po'),
};

const loaded = new Set<string>();

async function load(locale: Locale, part: 'landing' | 'app'): Promise<void> {
  const key = `${part}:${locale}`;
  if (loaded.has(key)) return;
  const { messages } = await (part === 'landing' ? landing : app)[locale]();
  i18n.load(locale, messages);
  loaded.add(key);
}

/** The tag for Intl and the document: the pseudo-locale formats dates and numbers as English. */
export function intlLocale(locale: Locale = i18n.locale as Locale): Language {
  return locale === 'pseudo' || !locale ? 'en' : locale;
}

export function isRightToLeft(locale: Locale): boolean {
  return RTL_LANGUAGES.includes(intlLocale(locale));
}

/**
 * Loads a language's catalogs once (the landing page's alone, or the app's too), makes it the
 * active language, and turns the document to match: `lang`, and `dir` for Arabic.
 */
export async function activateLocale(
  locale: Locale,
  only: 'landing' | 'all' = 'all',
): Promise<void> {
  await Promise.all([load(locale, 'landing'), only === 'all' ? load(locale, 'app') : undefined]);
  if (i18n.locale !== locale) i18n.activate(locale);
  const root = document.documentElement;
  root.lang = intlLocale(locale);
  root.dir = isRightToLeft(locale) ? 'rtl' : 'ltr';
  root.dataset.locale = locale;
  // The service worker words its own fallback notification in the language last shown.
  void tellWorkerLanguage(intlLocale(locale));
}

export { i18n };
