import { closestLanguage, DEFAULT_LANGUAGE, isLanguage, type Language } from '@hearth/shared';

/** What the screens may be shown in: a profile's language, or the pseudo-locale in development. */
export type Locale = Language | 'pseudo';

const STORAGE_KEY = 'hearth_language';

/** The language this device last showed, so the next start paints in it before any request. */
export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the next start then asks the browser again.
  }
}

/** The browser's preferred language among those offered, else English. */
export function browserLanguage(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return closestLanguage(preferred.filter(Boolean)) ?? DEFAULT_LANGUAGE;
}

/**
 * `?lang=pseudo` (or any offered language) in the address chooses the screens' language for this
 * visit: the pseudo-locale walk in the tests and a translator's check use it.
 */
export function requestedLocale(): Locale | null {
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked === 'pseudo' || isLanguage(asked)) return asked;
  return null;
}

/** The language a person sees before their profile says: the address, then this device, then the browser. */
export function startingLocale(): Locale {
  return requestedLocale() ?? rememberedLanguage() ?? browserLanguage();
}
