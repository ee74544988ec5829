import { z } from 'zod';
import type { Call, MessageCall } from './calls.js';
import { characterCount, isBlankText, titleField, wellFormedString } from './fields.js';
import { LIMITS, MESSAGES } from './limits.js';
import {
  MEDIA_MESSAGES,
  uuidField,
  waveformField,
  type MessageAudio,
  type MessageKind,
  type MessagePhoto,
  type MessageVideo,
} from './media.js';
import type { MessageReaction, MessageReplyTo } from './reactions.js';
import { SEARCH_MESSAGES } from './reaction-texts.js';
import {
  STORY_MESSAGES,
  promptIdField,
  storyMessageField,
  type MessagePrompt,
  type MessageStory,
} from './stories.js';

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
  /**
   * The newest message, in the same JSON as everywhere else (a voice message with its audio and
   * a fresh link), for the list's preview line; null in a conversation without messages.
   */
  last_message: Message | null;
  /** Seen by a child: true while it waits for a grown-up to approve someone in it. */
  paused?: boolean;
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
  /** A photo message (`kind` photo): 1 to 10 photos, in the order sent; `content` is the caption. */
  photos?: MessagePhoto[];
  /** A video message (`kind` video); `content` is the caption. */
  video?: MessageVideo;
  /** A read-aloud (`kind` story): the story as sent, with each recorded page's audio. */
  story?: MessageStory;
  /** The story prompt this message answers or asks with. */
  prompt?: MessagePrompt;
  /** A call's record (`kind` call), left by the server when the call ended; `content` is empty. */
  call?: MessageCall;
  /** Reactions, one entry per emoji that has any (always sent; empty when none). */
  reactions?: MessageReaction[];
  /** The message this one answers. */
  reply_to?: MessageReplyTo;
  /** Deleted by its sender: content is empty and audio gone; it keeps its place in the thread. */
  deleted?: boolean;
  /** When its sender last edited it; null when never. (Both always sent by the server.) */
  edited_at?: string | null;
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
  /** Seen by a child: true while it waits for a grown-up to approve someone in it. */
  paused?: boolean;
  /** The profile that created it: the one who may take members out. Always sent. */
  created_by?: string;
  /** The call going on in it now, or null. Always sent. */
  active_call?: Call | null;
}

export const conversationRequestSchema = z.object(
  { conversation: z.object({ title: titleField }, { error: MESSAGES.titleRequired }) },
  { error: MESSAGES.titleRequired },
);
export type ConversationRequest = z.input<typeof conversationRequestSchema>;

/**
 * A caption: optional beside a voice message, the whole message otherwise. The rules of every
 * text field (well-formed, trimmed, counted as people count), except that blank is allowed here
 * and becomes empty: whether it may be empty depends on the audio beside it.
 */
const captionField = wellFormedString(MESSAGES.contentRequired)
  .trim()
  .max(LIMITS.messageMax * 2, { error: MESSAGES.contentTooLong })
  .refine((text) => characterCount(text) <= LIMITS.messageMax, {
    error: MESSAGES.contentTooLong,
  })
  .transform((text) => (isBlankText(text) ? '' : text));

/**
 * A text message `{content, client_id?}`, or a voice message `{content: "" or a caption,
 * client_id?, audio_id, waveform?}` whose audio was uploaded first (`POST .../media`).
 */
export const messageRequestSchema = z.object(
  {
    message: z
      .object(
        {
          content: captionField.optional(),
          client_id: uuidField('client_id must be a UUID').optional(),
          audio_id: uuidField(MEDIA_MESSAGES.audioNotYours).optional(),
          waveform: waveformField.optional(),
          story: storyMessageField.optional(),
          prompt_id: promptIdField.optional(),
          photo_ids: z
            .array(uuidField(MEDIA_MESSAGES.photosNotYours), { error: MEDIA_MESSAGES.photosCount })
            .min(1, { error: MEDIA_MESSAGES.photosCount })
            .max(LIMITS.photosPerMessage, { error: MEDIA_MESSAGES.photosCount })
            .optional(),
          video_id: uuidField(MEDIA_MESSAGES.videoNotYours).optional(),
          poster_id: uuidField(MEDIA_MESSAGES.posterNotYours).optional(),
          reply_to_id: uuidField(SEARCH_MESSAGES.replyNotFound).optional(),
        },
        { error: MESSAGES.contentRequired },
      )
      .superRefine((message, ctx) => {
        if (message.story && message.audio_id) {
          ctx.addIssue({ code: 'custom', message: STORY_MESSAGES.storyWithAudio, path: ['story'] });
        }
        const carried = [message.audio_id, message.story, message.photo_ids, message.video_id];
        const mixed = carried.filter((part) => part !== undefined).length > 1;
        if (mixed && !(message.story && message.audio_id)) {
          ctx.addIssue({ code: 'custom', message: MEDIA_MESSAGES.mediaMixed, path: ['message'] });
        }
        if (message.photo_ids && new Set(message.photo_ids).size < message.photo_ids.length) {
          const error = MEDIA_MESSAGES.photosRepeated;
          ctx.addIssue({ code: 'custom', message: error, path: ['photo_ids'] });
        }
        if (message.poster_id && !message.video_id) {
          const error = MEDIA_MESSAGES.posterWithoutVideo;
          ctx.addIssue({ code: 'custom', message: error, path: ['poster_id'] });
        }
        const media = message.audio_id ?? message.photo_ids ?? message.video_id;
        if (!media && !message.story && !message.content) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.contentRequired, path: ['content'] });
        }
        if (!message.audio_id && message.waveform) {
          const error = MEDIA_MESSAGES.waveformWithoutAudio;
          ctx.addIssue({ code: 'custom', message: error, path: ['waveform'] });
        }
      })
      // The defaults come before the spread, which keeps a given field (a waveform is refused
      // above without its audio); keys added after a spread cost every send.
      .transform((message) => ({
        content: message.content ?? '',
        waveform: message.audio_id ? (message.waveform ?? []) : undefined,
        ...message,
      })),
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
