import type { Language } from '@hearth/shared';
import { intlLocale } from './i18n';

/*
 * The tags Intl formats with. Dates, times and numbers follow the active language, read at
 * call time; where the browser speaks that same language, in the browser's own region (British
 * English keeps its 24-hour clock and its Monday weeks, Saudi Arabic its Sunday weeks).
 */

const regional = new Map<Language, string>();

function browserTags(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The browser's own tag for `language` (same language and script; same region if it names one). */
function browserVariant(language: Language): string {
  try {
    const wanted = new Intl.Locale(language);
    const full = wanted.maximize();
    for (const tag of browserTags()) {
      if (!tag) continue;
      try {
        const have = new Intl.Locale(tag).maximize();
        if (have.language !== full.language || have.script !== full.script) continue;
        if (wanted.region && have.region !== wanted.region) continue;
        return Intl.getCanonicalLocales(tag)[0] ?? language;
      } catch {
        // Not a tag Intl knows: the next one.
      }
    }
  } catch {
    // An engine without Intl.Locale formats in the language itself.
  }
  return language;
}

/** The tag for dates, times, numbers and weeks in the active language. */
export function formatLocale(language: Language = intlLocale()): string {
  let tag = regional.get(language);
  if (tag === undefined) {
    tag = browserVariant(language);
    regional.set(language, tag);
  }
  return tag;
}

/**
 * The tag for lists of names ("Grandma, Sam and Ben"): the active language, and for English the
 * British list without the serial comma, as Hearth's English sentences write it.
 */
export function listLocale(language: Language = intlLocale()): string {
  return language === 'en' ? 'en-GB' : language;
}

interface WeekInfo {
  firstDay: number;
}

type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

// CLDR's week data for engines without Intl.Locale weekInfo (Firefox before 130): the regions
// whose week starts on Sunday or Saturday; every other starts on Monday.
const SUNDAY_REGIONS = new Set([
  'AG',
  'AS',
  'BD',
  'BR',
  'BS',
  'BT',
  'BW',
  'BZ',
  'CA',
  'CO',
  'DM',
  'DO',
  'ET',
  'GT',
  'GU',
  'HK',
  'HN',
  'ID',
  'IL',
  'IN',
  'JM',
  'JP',
  'KE',
  'KH',
  'KR',
  'LA',
  'MH',
  'MM',
  'MO',
  'MT',
  'MX',
  'MZ',
  'NI',
  'NP',
  'PA',
  'PE',
  'PH',
  'PK',
  'PR',
  'PT',
  'PY',
  'SA',
  'SG',
  'SV',
  'TH',
  'TT',
  'TW',
  'UM',
  'US',
  'VE',
  'VI',
  'WS',
  'YE',
  'ZA',
  'ZW',
]);
const SATURDAY_REGIONS = new Set([
  'AE',
  'AF',
  'BH',
  'DJ',
  'DZ',
  'EG',
  'IQ',
  'IR',
  'JO',
  'KW',
  'LY',
  'OM',
  'QA',
  'SD',
  'SY',
]);

const firstDays = new Map<string, number>();

/**
 * The day a week starts on where `locale` is spoken, ISO numbered as Intl numbers it: 1 Monday
 * to 7 Sunday (6 for Saturday in Egypt, 7 in the United States and Brazil).
 */
export function firstDayOfWeek(locale: string = formatLocale()): number {
  let day = firstDays.get(locale);
  if (day !== undefined) return day;
  day = 1;
  try {
    const tag = new Intl.Locale(locale) as LocaleWithWeek;
    const info = tag.getWeekInfo?.() ?? tag.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) day = info.firstDay;
    else {
      const region = tag.maximize().region ?? '';
      if (SUNDAY_REGIONS.has(region)) day = 7;
      else if (SATURDAY_REGIONS.has(region)) day = 6;
    }
  } catch {
    // Monday, as ISO 8601 has it.
  }
  firstDays.set(locale, day);
  return day;
}
