import { intlLocale } from '@/lib/i18n';

/**
 * "3", "3 and 4", "2, 3 and 5" in the active language ("2、3和5", "2 و3 و5"). The app's English is
 * British (the specification writes "2, 3 and 5"), so English lists have no serial comma.
 */
export function spokenList(items: readonly (string | number)[]): string {
  const locale = intlLocale();
  return new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }).format(
    items.map(String),
  );
}
