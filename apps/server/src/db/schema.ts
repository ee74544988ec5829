import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  CallEndReason,
  Language,
  MediaMimeType,
  MessageKind,
  ProfileKind,
} from '@hearth/shared';

/** Ids are UUIDv7 strings and times ISO 8601 strings, both made in code, so both databases agree. */
export interface AccountsTable {
  id: string;
  email_address: string;
  password_hash: string;
  created_at: string;
  /** The number of the account stream's newest event. */
  event_seq: Generated<number>;
  /** The family PIN (argon2id) that leaves kid mode; null until the adult sets one. */
  pin_hash: string | null;
  pin_failures: Generated<number>;
  pin_locked_until: string | null;
  /** Messages older than this many days are deleted; null keeps them. */
  retention_days: Generated<number | null>;
}

export interface AccessTokensTable {
  id: string;
  account_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** Set for a child session: the one child profile the token acts as. */
  profile_id: string | null;
  /** A child's own device, named when it redeemed its link; null for kid mode on a shared one. */
  device_name: string | null;
  last_seen_at: string | null;
}

export interface ProfilesTable {
  id: string;
  account_id: string;
  nickname: string;
  created_at: string;
  /** Deleted profiles are kept so that the family's message history still names its sender. */
  deleted_at: string | null;
  kind: Generated<ProfileKind>;
  /** Quiet hours ("HH:MM" local times in `quiet_time_zone`); all null when off. */
  quiet_start: string | null;
  quiet_end: string | null;
  quiet_time_zone: string | null;
  /** One of LANGUAGES, or null until the person chooses (their browser's language then). */
  language: Language | null;
  /** 1 unless a parent turned off sending photos and videos for this child. */
  photos_allowed: Generated<number>;
}

export interface ConversationsTable {
  id: string;
  title: string;
  created_by_profile_id: string;
  created_at: string;
  last_activity_at: string;
  /** The number of the conversation stream's newest event. */
  event_seq: Generated<number>;
}

export interface ParticipantsTable {
  conversation_id: string;
  profile_id: string;
  joined_at: string;
  last_read_message_id: string | null;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  profile_id: string;
  content: string;
  client_id: string | null;
  created_at: string;
  kind: Generated<MessageKind>;
  media_id: string | null;
  /** A voice message's waveform as a JSON array of 0-255 bars; null for text. */
  waveform: string | null;
  /** A read-aloud's copy of its story (JSON, pages without audio); null otherwise. */
  story: string | null;
  /** The story prompt the message answers or asks with. */
  prompt_id: string | null;
  /** Set when its sender deleted it: the content is gone, the row keeps the thread's order. */
  deleted_at: Generated<string | null>;
  edited_at: Generated<string | null>;
  /** The message of the same conversation this one answers. */
  reply_to_id: Generated<string | null>;
}

export interface InvitesTable {
  id: string;
  conversation_id: string;
  created_by_profile_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Null: any number of joins. */
  max_uses: Generated<number | null>;
  uses: Generated<number>;
}

/** A profile taken out of a conversation, and when: links made before then cannot bring it back. */
export interface RemovalsTable {
  conversation_id: string;
  profile_id: string;
  removed_at: string;
}

/** The durable event log: every event clients hear, numbered per stream. */
export interface EventsTable {
  stream: string;
  seq: number;
  type: string;
  payload: string | null;
  message_id: string | null;
  created_at: string;
}

export interface EventCursorsTable {
  consumer: string;
  stream: string;
  seq: number;
}

/**
 * An upload, or a printed book's file; its bytes are in media_chunks, `chunk_bytes` each (the
 * last one shorter).
 */
export interface MediaTable {
  id: string;
  account_id: string;
  profile_id: string;
  conversation_id: string;
  client_id: string | null;
  /** An upload's type; a printed book's file is 'application/pdf' (no message reaches it). */
  mime_type: MediaMimeType;
  byte_size: number;
  /** A recording's or a video's length; 0 for a photo. */
  duration_ms: number;
  chunk_bytes: number;
  created_at: string;
  /** A photo's or video's size as displayed (after orientation); null for a recording. */
  width: Generated<number | null>;
  height: Generated<number | null>;
  /** A photo's ThumbHash (base64), drawn while it loads. */
  placeholder: Generated<string | null>;
  /** Another size of the media row named here (deleted with it); null for an upload itself. */
  variant_of: Generated<string | null>;
  /** Which size: 'thumb' (a photo's thumbnail) or 'poster' (a video's first frame). */
  variant: Generated<MediaVariant | null>;
}

export type MediaVariant = 'thumb' | 'poster';

/** The photos of a photo message, in the order sent. */
export interface MessageMediaTable {
  message_id: string;
  position: number;
  media_id: string;
}

export interface MediaChunksTable {
  media_id: string;
  seq: number;
  data: Buffer;
}

/** Who has listened to which voice message. */
export interface PlayedTable {
  message_id: string;
  profile_id: string;
  played_at: string;
}

/** One profile's reaction to a message with one emoji of REACTION_EMOJIS. */
export interface MessageReactionsTable {
  message_id: string;
  profile_id: string;
  emoji: string;
  created_at: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: string;
}

/** A browser that signed in to the account: its device cookie, hashed. */
export interface KnownDevicesTable {
  id: string;
  account_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

/** A family's own story; the built-in ones live in code. `pages` is a JSON array. */
export interface StoriesTable {
  id: string;
  account_id: string;
  title: string;
  author: string;
  cover_emoji: string;
  pages: string;
  created_at: string;
  updated_at: string;
}

/** The recording of one page of a read-aloud. */
export interface MessageStoryAudioTable {
  message_id: string;
  page_number: number;
  media_id: string;
}

export interface BadgesTable {
  profile_id: string;
  badge_id: string;
  earned_at: string;
}

/** A browser's push address, owned by a device session (its token's hash), for one profile. */
export interface PushSubscriptionsTable {
  id: string;
  account_id: string;
  profile_id: string;
  token_hash: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: string;
}

/** A push owed to a subscription for one event; gone once the push service took it. */
export interface PushOutboxTable {
  id: string;
  subscription_id: string;
  stream: string;
  seq: number;
  topic: string;
  payload: string;
  created_at: string;
  claimed_until: string | null;
  attempts: Generated<number>;
}

/** A socket whose tab is visible, until it stops renewing. */
export interface PushPresenceTable {
  socket_id: string;
  token_hash: string;
  visible_until: string;
}

export interface PushSettingsTable {
  profile_id: string;
  previews: number;
}

/** A message a child told its parent about. */
export interface MessageReportsTable {
  id: string;
  child_profile_id: string;
  message_id: string;
  conversation_id: string;
  reported_at: string;
}

export interface PushMutesTable {
  profile_id: string;
  conversation_id: string;
}

/** Someone a child may talk with, approved by its parent (or present when it was added). */
export interface ContactApprovalsTable {
  child_profile_id: string;
  profile_id: string;
  approved_at: string;
}

/** A newcomer in a child's conversation, waiting for the parent's yes or no. */
export interface ApprovalRequestsTable {
  id: string;
  child_profile_id: string;
  profile_id: string;
  conversation_id: string;
  requested_at: string;
}

/** A one-time code that signs a child's own device in; stored hashed. */
export interface DeviceLinksTable {
  id: string;
  profile_id: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A live call, or one that has ended (`ended_at`). */
export interface CallsTable {
  id: string;
  conversation_id: string;
  started_by: string;
  started_at: string;
  video: number;
  ring_until: string;
  answered_at: string | null;
  ended_at: string | null;
  end_reason: CallEndReason | null;
  /** The story read together now (`CallStory` as JSON), or null. */
  story: string | null;
}

export interface CallParticipantsTable {
  call_id: string;
  profile_id: string;
  state: 'joined' | 'left' | 'declined';
  joined_at: string | null;
  /** Time spent in the answered call so far, summed over each time it was in it. */
  talked_ms: Generated<number>;
}

/** A caller whose calls this profile answers by itself (after a countdown, in the app). */
export interface AutoAnswerTable {
  profile_id: string;
  caller_id: string;
}

export interface KeepsakesTable {
  id: string;
  account_id: string;
  profile_id: string;
  conversation_id: string;
  title: string;
  from_day: string;
  to_day: string;
  page_size: 'A5' | 'letter';
  origin: string;
  status: 'making' | 'ready' | 'failed';
  progress: Generated<number>;
  /** While an instance makes the book: until when its lease holds. */
  claimed_until: string | null;
  attempts: Generated<number>;
  byte_size: number | null;
  created_at: string;
  finished_at: string | null;
  /** When the maker turned the book's codes off: every link of it answers 410 since. */
  links_off_at: string | null;
}

export interface KeepsakeLinksTable {
  token_hash: string;
  keepsake_id: string;
  media_id: string;
}

/** A profile's own settings (easy mode, the frame); absent: the defaults. Lists are JSON ids. */
export interface ProfileSettingsTable {
  profile_id: string;
  easy_mode: Generated<number>;
  frame_call_profile_ids: Generated<string>;
  frame_night_start: string | null;
  frame_night_end: string | null;
  shown_conversation_ids: string | null;
  updated_at: string;
}

export interface DatabaseSchema {
  accounts: AccountsTable;
  access_tokens: AccessTokensTable;
  profiles: ProfilesTable;
  conversations: ConversationsTable;
  participants: ParticipantsTable;
  messages: MessagesTable;
  invites: InvitesTable;
  events: EventsTable;
  event_cursors: EventCursorsTable;
  media: MediaTable;
  media_chunks: MediaChunksTable;
  message_media: MessageMediaTable;
  played: PlayedTable;
  message_reactions: MessageReactionsTable;
  server_secrets: ServerSecretsTable;
  known_devices: KnownDevicesTable;
  stories: StoriesTable;
  message_story_audio: MessageStoryAudioTable;
  badges: BadgesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_outbox: PushOutboxTable;
  push_presence: PushPresenceTable;
  push_settings: PushSettingsTable;
  push_mutes: PushMutesTable;
  contact_approvals: ContactApprovalsTable;
  approval_requests: ApprovalRequestsTable;
  device_links: DeviceLinksTable;
  removals: RemovalsTable;
  message_reports: MessageReportsTable;
  calls: CallsTable;
  call_participants: CallParticipantsTable;
  auto_answer: AutoAnswerTable;
  keepsakes: KeepsakesTable;
  keepsake_links: KeepsakeLinksTable;
  profile_settings: ProfileSettingsTable;
}

export type Db = Kysely<DatabaseSchema>;

/** A table's row as read, as inserted and as changed: one definition per table, derived. */
export type Row<T extends keyof DatabaseSchema> = Selectable<DatabaseSchema[T]>;
export type NewRow<T extends keyof DatabaseSchema> = Insertable<DatabaseSchema[T]>;
export type RowUpdate<T extends keyof DatabaseSchema> = Updateable<DatabaseSchema[T]>;
