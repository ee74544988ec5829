import { z } from 'zod';
import type { MessageKind } from './media.js';
import { SEARCH_LIMITS, SEARCH_MESSAGES, type REACTION_EMOJIS } from './reaction-texts.js';

export * from './reaction-texts.js';

/** A profile as a reply's quote and a search result name it (conversations' Participant). */
interface Person {
  id: string;
  nickname: string;
}

export type ReactionEmoji = (typeof REACTION_EMOJIS)[number];

/** One emoji's reactions to a message: who, never a score to chase. */
export interface MessageReaction {
  emoji: ReactionEmoji;
  count: number;
  /** The reacting profiles the reader may hear (a child's pairwise rule applies). */
  profile_ids: string[];
}

/** The message a reply answers, as the reply carries it. */
export interface MessageReplyTo {
  id: string;
  sender: Person;
  kind: MessageKind;
  /** The kind's one-line preview ("Photo", "Voice message (0:12)", 100 characters of text), or "Message deleted". */
  preview: string;
}

/** `GET /api/v1/profiles/{profileId}/search?q=&conversation_id=&before=&limit=` */
export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.queryRequired })
    .trim()
    .min(1, { error: SEARCH_MESSAGES.queryRequired })
    .max(SEARCH_LIMITS.queryMax, { error: SEARCH_MESSAGES.queryTooLong }),
  conversation_id: z.string().max(64).optional(),
  before: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limitInvalid })
    .int({ error: SEARCH_MESSAGES.limitInvalid })
    .min(1, { error: SEARCH_MESSAGES.limitInvalid })
    .max(SEARCH_LIMITS.pageMax, { error: SEARCH_MESSAGES.limitInvalid })
    .default(SEARCH_LIMITS.pageSize),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** One message found; `snippet` marks each match as «match» (text, never HTML). */
export interface SearchResult {
  message_id: string;
  conversation: { id: string; title: string };
  profile: Person;
  kind: MessageKind;
  created_at: string;
  snippet: string;
}

/** Newest first; `next_cursor` null on the last page. */
export interface SearchPage {
  results: SearchResult[];
  next_cursor: string | null;
}

/** The conversation list's answer carries the profile's unread total in this header. */
export const UNREAD_TOTAL_HEADER = 'x-unread-total';
