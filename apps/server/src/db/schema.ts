import type { Kysely } from 'kysely';

/** Ids are UUIDv7 strings and times ISO 8601 strings, both made in code, so both databases agree. */
export interface AccountsTable {
  id: string;
  email_address: string;
  password_hash: string;
  created_at: string;
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
}

export interface InvitesTable {
  id: string;
  conversation_id: string;
  created_by_profile_id: string;
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
}

export type Db = Kysely<DatabaseSchema>;
