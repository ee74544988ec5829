import type { Generated, Kysely } from 'kysely';
import type { AudioMimeType, MessageKind } from '@hearth/shared';

/** Ids are UUIDv7 strings and times ISO 8601 strings, both made in code, so both databases agree. */
export interface AccountsTable {
  id: string;
  email_address: string;
  password_hash: string;
  created_at: string;
  /** The number of the account stream's newest event. */
  event_seq: Generated<number>;
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
}

export interface ProfilesTable {
  id: string;
  account_id: string;
  nickname: string;
  created_at: string;
  /** Deleted profiles are kept so that the family's message history still names its sender. */
  deleted_at: string | null;
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
  /** Set when its sender deleted it: the content is gone, the row keeps the thread's order. */
  deleted_at: Generated<string | null>;
  edited_at: Generated<string | null>;
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

/** An upload; its bytes are in media_chunks, `chunk_bytes` each (the last one shorter). */
export interface MediaTable {
  id: string;
  account_id: string;
  profile_id: string;
  conversation_id: string;
  client_id: string | null;
  mime_type: AudioMimeType;
  byte_size: number;
  duration_ms: number;
  chunk_bytes: number;
  created_at: string;
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
  played: PlayedTable;
  server_secrets: ServerSecretsTable;
  known_devices: KnownDevicesTable;
  removals: RemovalsTable;
}

export type Db = Kysely<DatabaseSchema>;
