import { DEFAULT_LANGUAGE, type Language } from '@hearth/shared';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { ptBR } from './pt-BR.js';
import type { ServerTexts } from './server-texts.js';
import { zhHans } from './zh-Hans.js';

export type {
  BookTexts,
  ChildTexts,
  ExportViewerTexts,
  PreviewTexts,
  KeepsakeLinkTexts,
  PrintedBookTexts,
  PushTexts,
  ServerTexts,
} from './server-texts.js';

/** One table per language the product offers: a language added to LANGUAGES fails here. */
export const SERVER_TEXTS: Record<Language, ServerTexts> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  'zh-Hans': zhHans,
  ar,
};

/** The texts for a profile's language; a profile that has not chosen one reads English. */
export function textsFor(language: Language | null | undefined): ServerTexts {
  return SERVER_TEXTS[language ?? DEFAULT_LANGUAGE] ?? SERVER_TEXTS[DEFAULT_LANGUAGE];
}

export { languageOfRequest } from './request-language.js';
