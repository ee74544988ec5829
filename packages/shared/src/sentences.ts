// Only the zod-free tables: the web's first chunks read them, and zod would come along.
import { ALBUM_MESSAGES } from './album-texts.js';
import { CALL_MESSAGES } from './call-texts.js';
import { CHILD_MESSAGES } from './children-texts.js';
import { CONVERSATION_LIST_MESSAGES } from './conversation-list-texts.js';
import { FAMILY_MESSAGES } from './family-texts.js';
import { KEEPSAKE_MESSAGES } from './keepsake-texts.js';
import { MESSAGES } from './limits.js';
import { MEDIA_MESSAGES } from './media-texts.js';
import { SETTINGS_MESSAGES } from './profile-settings-texts.js';
import { PUSH_MESSAGES } from './push-texts.js';
import { SEARCH_MESSAGES } from './reaction-texts.js';
import { STORY_MESSAGES } from './story-texts.js';

/**
 * Every English sentence the API may answer, by table. A sentence's stable code is
 * `<table>.<key>` (for example `children.pinWrong`): error bodies carry the codes beside the
 * sentences (`error_codes`), and the web client shows each code in the person's language.
 */
export const SENTENCE_TABLES = {
  messages: MESSAGES,
  children: CHILD_MESSAGES,
  conversation_list: CONVERSATION_LIST_MESSAGES,
  family: FAMILY_MESSAGES,
  media: MEDIA_MESSAGES,
  push: PUSH_MESSAGES,
  search: SEARCH_MESSAGES,
  stories: STORY_MESSAGES,
  calls: CALL_MESSAGES,
  keepsakes: KEEPSAKE_MESSAGES,
  settings: SETTINGS_MESSAGES,
  album: ALBUM_MESSAGES,
} as const;

type Tables = typeof SENTENCE_TABLES;
export type SentenceCode = {
  [T in keyof Tables]: `${T & string}.${keyof Tables[T] & string}`;
}[keyof Tables];

let byText: Map<string, SentenceCode> | undefined;

/** The stable code of one of the API's sentences, or undefined for a sentence made on the fly. */
export function sentenceCode(text: string): SentenceCode | undefined {
  if (!byText) {
    byText = new Map();
    for (const [table, sentences] of Object.entries(SENTENCE_TABLES)) {
      for (const [key, sentence] of Object.entries(sentences)) {
        // The first table to say a sentence names it; the same words mean the same thing.
        if (!byText.has(sentence)) byText.set(sentence, `${table}.${key}` as SentenceCode);
      }
    }
  }
  return byText.get(text);
}
