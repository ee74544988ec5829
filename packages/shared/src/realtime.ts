import type { Message, Participant } from './conversations.js';
import type { JoinResult } from './invites.js';
import type { Profile } from './profiles.js';

/** Bumped on any incompatible change; a client speaking another version is told to reload. */
export const REALTIME_PROTOCOL_VERSION = 1;
export const REALTIME_PATH = '/api/v1/realtime';

/** Close codes of the realtime socket (4000-4999 are the application's own). */
export const REALTIME_CLOSE = {
  unauthorized: 4401,
  versionMismatch: 4426,
  authTimeout: 4408,
  badFrame: 4400,
} as const;

/** How long a typing notice shows unless renewed; clients renew at most every TYPING_RENEW_MS. */
export const TYPING_EXPIRES_MS = 5000;
export const TYPING_RENEW_MS = 2500;

/** Events the server sends. Each names the conversation it belongs to, where it has one. */
export type ServerEvent =
  | { type: 'ready'; v: number; account_id: string }
  | { type: 'message.created'; conversation_id: string; message: Message }
  /** One of the account's profiles now takes part in this conversation (created or joined). */
  | { type: 'conversation.added'; profile_id: string; conversation: JoinResult }
  | { type: 'participant.joined'; conversation_id: string; participant: Participant }
  | { type: 'participant.left'; conversation_id: string; profile_id: string }
  | { type: 'profile.updated'; profile: Profile }
  | { type: 'typing'; conversation_id: string; profile: Participant; expires_in_ms: number }
  | { type: 'read'; conversation_id: string; profile_id: string; message_id: string }
  | { type: 'pong'; t: number }
  /** Live delivery may have missed events (the servers lost each other for a while): catch up. */
  | { type: 'resync' }
  | { type: 'error'; error: string };

/** Commands a client sends. The first frame must be `auth`. */
export type ClientCommand =
  | { type: 'auth'; v: number; token: string }
  | { type: 'typing'; conversation_id: string; profile_id: string }
  | { type: 'ping'; t: number };

export type ServerEventType = ServerEvent['type'];
export type ClientCommandType = ClientCommand['type'];
