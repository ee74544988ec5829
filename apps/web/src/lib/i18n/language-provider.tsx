import { I18nProvider } from '@lingui/react';
import { useEffect, type ReactNode } from 'react';
import { useSession } from '@/lib/session';
import { activateLocale, i18n } from './i18n';
import { rememberLanguage, requestedLocale, startingLocale } from './languages';

/**
 * The screens speak the current profile's language (a child's in kid mode), else the starting
 * one; switching profile switches it. The catalog is loaded before the first paint (main.tsx).
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = useSession().profile?.language ?? null;
  useEffect(() => {
    const locale = requestedLocale() ?? language ?? startingLocale();
    if (language) rememberLanguage(language);
    // A catalog that cannot load leaves the screens in the language they are in.
    activateLocale(locale).catch(() => undefined);
  }, [language]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
