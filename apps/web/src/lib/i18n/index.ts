export { activateLocale, i18n, intlLocale, isRightToLeft } from './i18n';
export { firstDayOfWeek, formatLocale, listLocale } from './format-locale';
export { LanguageProvider } from './language-provider';
export {
  browserLanguage,
  LANGUAGE_EVENT,
  requestedLocale,
  startingLocale,
  type Locale,
} from './languages';
