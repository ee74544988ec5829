import { z } from 'zod';
import { contentField, titleField } from './fields.js';
import { LIMITS, MESSAGES } from './limits.js';
import type { MessageAudio, MessageKind } from './media.js';

export interface Participant {
  id: string;
  nickname: string;
}

export interface ConversationSummary {
  id: string;
  title: string;
  participants: Participant[];
  /** ISO 8601 time of the newest message, or of the conversation's creation when it has none. */
  last_activity_at: string;
  unread_count: number;
}

export interface Message {
  id: string;
  content: string;
  created_at: string;
  profile: Participant;
  /** The sender's own id for this send, echoed back so that a retried send is recognised. */
  client_id: string | null;
  /** `text` for every message before voice existed; a voice message carries `audio`. */
  kind: MessageKind;
  audio?: MessageAudio;
}

export interface ConversationDetail {
  id: string;
  title: string;
  participants: Participant[];
  /** Oldest first. */
  messages: Message[];
  /** True when messages older than the first one returned exist. */
  has_more: boolean;
  /** The conversation stream's position when this was read: live events continue from it. */
  event_seq: number;
}

export const conversationRequestSchema = z.object(
  { conversation: z.object({ title: titleField }, { error: MESSAGES.titleRequired }) },
  { error: MESSAGES.titleRequired },
);
export type ConversationRequest = z.input<typeof conversationRequestSchema>;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const messageRequestSchema = z.object(
  {
    message: z.object(
      {
        content: contentField,
        client_id: z
          .string({ error: 'client_id must be a UUID' })
          .regex(UUID_PATTERN, { error: 'client_id must be a UUID' })
          .transform((id) => id.toLowerCase())
          .optional(),
      },
      { error: MESSAGES.contentRequired },
    ),
  },
  { error: MESSAGES.contentRequired },
);
export type MessageRequest = z.input<typeof messageRequestSchema>;

// Ids are lower-case UUIDs and pages compare them as text: an upper-case cursor sorted before
// every id (after= returned the cursor itself, before= nothing), so cursors are lower-cased here.
const cursor = z
  .string()
  .max(64)
  .transform((id) => id.toLowerCase())
  .optional();

export const conversationQuerySchema = z.object({
  before: cursor,
  after: cursor,
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${LIMITS.messagePageSize}` })
    .int({ error: `limit must be a whole number from 1 to ${LIMITS.messagePageSize}` })
    .min(1, { error: `limit must be a whole number from 1 to ${LIMITS.messagePageSize}` })
    .max(LIMITS.messagePageSize, {
      error: `limit must be a whole number from 1 to ${LIMITS.messagePageSize}`,
    })
    .default(LIMITS.messagePageSize),
});
export type ConversationQuery = z.output<typeof conversationQuerySchema>;

export const readRequestSchema = z.object(
  {
    message_id: z
      .string({ error: 'message_id is required' })
      .min(1)
      .max(64)
      .transform((id) => id.toLowerCase()),
  },
  { error: 'message_id is required' },
);
