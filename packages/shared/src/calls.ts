import { z } from 'zod';
import { CALL_LIMITS, CALL_MESSAGES } from './call-texts.js';
import { STORY_LIMITS } from './story-texts.js';

export * from './call-texts.js';

/** Someone in a call now, and since when. */
export interface CallParticipant {
  id: string;
  nickname: string;
  joined_at: string;
}

/** A live call as the API answers it (`active_call` of a conversation's detail too). */
export interface Call {
  id: string;
  conversation_id: string;
  /** The profile that started it. */
  started_by: string;
  started_at: string;
  video: boolean;
  /** Those in the call now (the caller first); the others are being rung. */
  participants: CallParticipant[];
  /** The story read together now, so that a late joiner opens on the same page; or null. */
  story: CallStory | null;
}

/**
 * The story read together on a call: a built-in story's id or a family story's, and the page
 * open now (0 is the cover, then 1 to the story's last page).
 */
export interface CallStory {
  story_id: string;
  page: number;
}

/** The people a profile's calls are answered from automatically (after a countdown, in the app). */
export interface AutoAnswer {
  profile_ids: string[];
}

export interface AutoAnswerResponse {
  auto_answer: AutoAnswer;
}

/** An `RTCIceServer`: STUN as it is; TURN with time-limited credentials (TURN REST). */
export interface IceServer {
  urls: string[];
  username?: string;
  credential?: string;
}

/** The answer of starting or joining a call. */
export interface CallResponse {
  call: Call;
  ice_servers: IceServer[];
}

/** Why a call ended: everyone hung up, nobody answered in time, or everyone rung declined. */
export type CallEndReason = 'hung_up' | 'missed' | 'declined';

/**
 * The facts a call leaves in the conversation (a message of kind `call`): the client and the
 * push make the sentence ("Video call, 12 min", "Missed call from Nana") in the reader's language.
 */
export interface MessageCall {
  call_id: string;
  video: boolean;
  /** From the first answer to the end; 0 when missed. */
  duration_ms: number;
  missed: boolean;
  /** The profile that called (the message's sender). */
  caller_id: string;
}

export const callRequestSchema = z.object(
  { call: z.object({ video: z.boolean({ error: CALL_MESSAGES.videoRequired }) }) },
  { error: CALL_MESSAGES.videoRequired },
);
export type CallRequest = z.input<typeof callRequestSchema>;

/** `PUT /api/v1/profiles/{profileId}/auto_answer`: the whole list, replaced. */
export const autoAnswerRequestSchema = z.object(
  {
    auto_answer: z.object(
      {
        profile_ids: z
          .array(z.string({ error: CALL_MESSAGES.autoAnswerInvalid }), {
            error: CALL_MESSAGES.autoAnswerInvalid,
          })
          .max(CALL_LIMITS.autoAnswerProfiles, { error: CALL_MESSAGES.autoAnswerTooMany }),
      },
      { error: CALL_MESSAGES.autoAnswerInvalid },
    ),
  },
  { error: CALL_MESSAGES.autoAnswerInvalid },
);
export type AutoAnswerRequest = z.input<typeof autoAnswerRequestSchema>;

/** The story of a `call.story` command: a story and its open page, or null (closed). */
export const callStorySchema = z
  .object({
    story_id: z.string().min(1).max(CALL_LIMITS.storyIdMax),
    page: z.number().int().min(0).max(STORY_LIMITS.pagesMax),
  })
  .strict()
  .nullable();
