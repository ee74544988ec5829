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

const OVERRIDE_KEY = 'hearth_language_override';

/**
 * `?lang=pseudo` (or any offered language) in the address chooses the screens' language for this
 * tab, whoever is signed in: the pseudo-locale walk in the tests and a translator's check use it.
 * `?lang=` with nothing after it goes back to the profile's language.
 */
export function requestedLocale(): Locale | null {
  try {
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (asked === '') sessionStorage.removeItem(OVERRIDE_KEY);
    else if (asked === 'pseudo' || isLanguage(asked)) sessionStorage.setItem(OVERRIDE_KEY, asked);
    const chosen = sessionStorage.getItem(OVERRIDE_KEY);
    return chosen === 'pseudo' || isLanguage(chosen) ? chosen : null;
  } catch {
    return null;
  }
}

/** Tells the screens to look again at the requested language (the tests' in-place switch). */
export const LANGUAGE_EVENT = 'hearth:language';

/** The language a person sees before their profile says: the address, then this device, then the browser. */
export function startingLocale(): Locale {
  return requestedLocale() ?? rememberedLanguage() ?? browserLanguage();
}
