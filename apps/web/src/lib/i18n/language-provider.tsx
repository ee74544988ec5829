import { I18nProvider } from '@lingui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { activateLocale, i18n } from './i18n';
import { LANGUAGE_EVENT, rememberLanguage, requestedLocale, startingLocale } from './languages';

/**
 * The screens speak the current profile's language (a child's in kid mode), else the starting
 * one; switching profile switches it. The catalog is loaded before the first paint (main.tsx).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSession().profile?.language ?? null;
  const [asked, setAsked] = useState(requestedLocale);
  useEffect(() => {
    const look = () => setAsked(requestedLocale());
    window.addEventListener(LANGUAGE_EVENT, look);
    return () => window.removeEventListener(LANGUAGE_EVENT, look);
  }, []);
  useEffect(() => {
    if (language) rememberLanguage(language);
    // A catalog that cannot load leaves the screens in the language they are in.
    activateLocale(asked ?? language ?? startingLocale()).catch(() => undefined);
  }, [asked, language]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
