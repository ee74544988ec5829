// Apart from conversation-list.ts: the web's first chunks read these texts without zod.
import { LIMITS } from './limits.js';

/** The server's sentences about the list's query; the client never builds a bad one. */
export const CONVERSATION_LIST_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${LIMITS.conversationPageMax}`,
  beforeActivity: 'before_activity must be a time in ISO 8601, like 2026-01-31T18:00:00.000Z',
  beforeId: 'before_id must be a conversation id',
  beforePair: 'before_activity and before_id go together',
} as const;
