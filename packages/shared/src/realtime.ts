import type { Badge } from './badges.js';
import type { Call, CallEndReason, CallParticipant, CallStory } from './calls.js';
import type { Message, Participant } from './conversations.js';
import type { JoinResult } from './invites.js';
import type { ProfileSettings } from './profile-settings.js';
import type { Profile } from './profiles.js';
import type { ReactionEmoji } from './reactions.js';

/** Bumped on any incompatible change; a client speaking another version is told to reload. */
export const REALTIME_PROTOCOL_VERSION = 1;
export const REALTIME_PATH = '/api/v1/realtime';

/** Close codes of the realtime socket (4000-4999 are the application's own). */
export const REALTIME_CLOSE = {
  unauthorized: 4401,
  versionMismatch: 4426,
  authTimeout: 4408,
  badFrame: 4400,
  /** Too many commands, too many sockets, or replies not read: the client backs off. */
  rateLimited: 4429,
} as const;

/** How long a typing notice shows unless renewed; clients renew at most every TYPING_RENEW_MS. */
export const TYPING_EXPIRES_MS = 5000;
export const TYPING_RENEW_MS = 2500;
/**
 * The server relays a profile's typing at most this often. Shorter than the renewal: a renewal
 * whose previous notice travelled slower than it did was dropped when the two were equal, and
 * a short burst of typing then showed nothing at all.
 */
export const TYPING_RELAY_MIN_MS = 1500;

/** A durable event's place: its stream (`c:<conversation id>` or `a:<account id>`) and number. */
export interface EventPosition {
  stream: string;
  seq: number;
}

export const conversationStream = (conversationId: string): string => `c:${conversationId}`;
export const accountStream = (accountId: string): string => `a:${accountId}`;

interface ReactionChange {
  conversation_id: string;
  message_id: string;
  profile_id: string;
  emoji: ReactionEmoji;
}

/** Events that are stored with the change they describe and can be caught up by position. */
export type DurableEventBody =
  | { type: 'message.created'; conversation_id: string; message: Message }
  /** One of the account's profiles now takes part in this conversation (created or joined). */
  | { type: 'conversation.added'; profile_id: string; conversation: JoinResult }
  | { type: 'participant.joined'; conversation_id: string; participant: Participant }
  | { type: 'participant.left'; conversation_id: string; profile_id: string }
  | { type: 'profile.updated'; profile: Profile }
  /** The account's adults changed a profile's settings; its devices (a grandparent's tablet) follow. */
  | { type: 'profile.settings'; profile_id: string; settings: ProfileSettings }
  | { type: 'read'; conversation_id: string; profile_id: string; message_id: string }
  /** A participant has listened to a voice message (first time only). */
  | { type: 'message.played'; conversation_id: string; message_id: string; profile_id: string }
  /** One of the account's profiles has earned a badge (on the account stream, once). */
  | { type: 'badge.earned'; profile_id: string; badge: Badge }
  /** On the parent's account stream: someone new waits for a yes before a child hears them. */
  | {
      type: 'approval.requested';
      child_profile_id: string;
      request_id: string;
      profile: Profile;
      conversation: { id: string; title: string };
    }
  /** On the parent's account stream: a child's approvals changed (approved, declined, revoked). */
  | { type: 'approvals.changed'; child_profile_id: string }
  /** One of the account's profiles no longer takes part (it left or was removed). */
  | { type: 'conversation.removed'; profile_id: string; conversation_id: string }
  | { type: 'conversation.updated'; conversation_id: string; title: string }
  /** Its sender deleted it: it shows as deleted from now on. */
  | {
      type: 'message.deleted';
      conversation_id: string;
      message_id: string;
      /** Its sender (absent in events logged before it was added). */
      profile_id?: string;
    }
  /** Read back from the message's row when caught up, like message.created. */
  | { type: 'message.edited'; conversation_id: string; message: Message }
  /** Someone reacted to a message, or took a reaction back (a child hears only whom it may). */
  | ({ type: 'reaction.added' } & ReactionChange)
  | ({ type: 'reaction.removed' } & ReactionChange)
  /** On the parent's account stream: a child pressed "Tell a grown-up" on a message. */
  | { type: 'message.reported'; child_profile_id: string; report_id: string }
  /** A call began: every member not in it rings (until joined, declined or ended). */
  | { type: 'call.started'; conversation_id: string; call: Call }
  | { type: 'call.joined'; conversation_id: string; call_id: string; participant: CallParticipant }
  | { type: 'call.left'; conversation_id: string; call_id: string; profile_id: string }
  /** A member said no: that member's devices stop ringing. */
  | { type: 'call.declined'; conversation_id: string; call_id: string; profile_id: string }
  | {
      type: 'call.ended';
      conversation_id: string;
      call_id: string;
      reason: CallEndReason;
      duration_ms: number;
    };

export type DurableEvent = DurableEventBody & EventPosition;

/** Events the server sends. Each names the conversation it belongs to, where it has one. */
export type ServerEvent =
  | DurableEvent
  /** `account_seq`: the account stream's newest number, for a client that has no cursor yet. */
  | { type: 'ready'; v: number; account_id: string; account_seq: number }
  | { type: 'typing'; conversation_id: string; profile: Participant; expires_in_ms: number }
  | { type: 'pong'; t: number }
  /** Live delivery may have missed events (the servers lost each other for a while): sync. */
  | { type: 'resync' }
  /** The stream's events after the client's cursor are no longer all kept: refetch it. */
  | { type: 'stream.reset'; stream: string }
  /** Every event asked for by a `sync` has been sent; each stream's cursor may move to here. */
  | { type: 'synced'; positions: Record<string, number> }
  | { type: 'error'; error: string }
  /**
   * A WebRTC signal from another participant of a call (never stored). `to_profile_id`: which
   * of this socket's profiles it is for (an account's socket speaks for all of its profiles).
   */
  | CallSignal
  /** The story read together on a call changed (opened, a page turned, closed: null). */
  | CallStoryChange;

/** At most this many streams in one `sync`, and events replayed per stream before a reset. */
export const SYNC_LIMITS = { streams: 1000, eventsPerStream: 1000 } as const;

/** Commands a client sends. The first frame must be `auth`. */
export type ClientCommand =
  | { type: 'auth'; v: number; token: string }
  | { type: 'typing'; conversation_id: string; profile_id: string }
  | { type: 'ping'; t: number }
  /** The client's last event number per stream; the server replays what came after. */
  | { type: 'sync'; cursors: Record<string, number> }
  /** Whether this tab is in front of someone: a device showing Hearth gets no pushes. */
  | { type: 'visibility'; visible: boolean }
  /** Relayed to `to_profile_id` only, when both are in the call and may talk (CALL_LIMITS). */
  | CallSignal
  /** The reader opens a story, turns its page or closes it (null): kept, and relayed to the others. */
  | CallStoryChange;

/** A WebRTC signal between two places of a call: the same frame both ways through the server. */
export interface CallSignal {
  type: 'call.signal';
  call_id: string;
  from_profile_id: string;
  to_profile_id: string;
  signal: unknown;
}

/** The story a call reads together: the same frame both ways through the server. */
export interface CallStoryChange {
  type: 'call.story';
  call_id: string;
  from_profile_id: string;
  story: CallStory | null;
}

export type ServerEventType = ServerEvent['type'];
export type ClientCommandType = ClientCommand['type'];
