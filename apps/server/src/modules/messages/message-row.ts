import type { DurableEvent, ProfileKind } from '@hearth/shared';
import type { Selectable } from 'kysely';
import type { DatabaseSchema, Db } from '../../db/schema.js';
import type { SenderFacts, SendRefusal } from '../access/access.policy.js';
import type { KindColumns } from './kinds/registry.js';

/** A message row as written: the table's columns a send sets (MESSAGE_COLUMNS lists them). */
export type NewMessage = Omit<Selectable<DatabaseSchema['messages']>, 'deleted_at' | 'edited_at'>;

export const MESSAGE_COLUMNS = [
  'id',
  'conversation_id',
  'profile_id',
  'content',
  'client_id',
  'created_at',
  'kind',
  'media_id',
  'waveform',
  'story',
  'prompt_id',
  'reply_to_id',
] as const satisfies readonly (keyof NewMessage)[];

/** A sender that passed the policy's checks: its live token's account is known. */
export type Sender = SenderFacts & { nickname: string; kind: ProfileKind; participant: string };

/** One send: the row, the hashed token judged at `now`, and its kind's upload check. */
export interface Send {
  row: NewMessage;
  /** Null when the server itself writes it (a call's record): there is no sender to judge. */
  tokenHash: string | null;
  now: string;
  /** Run in the write's transaction once the sender may send there (text sends have none). */
  check?: (trx: Db, sender: Sender) => Promise<KindColumns | SendRefusal>;
  /** A photo or a video: refused to a child whose parent turned them off. */
  pictures?: boolean;
}

/** What a stored send learned: its sender's nickname, its event's number and what it earned. */
export interface Written {
  nickname: string;
  seq: number;
  /** What the send earned besides itself (badges), to announce once committed. */
  events?: DurableEvent[];
  /** What its kind's check added to the row. */
  columns?: KindColumns;
}

/** What a send came to: stored, or refused (nothing is stored). */
export type WriteResult = Written | SendRefusal;

/** The client id was used before by this profile: the stored message is the answer. */
export class RepeatedSend extends Error {
  constructor() {
    super('client id already used');
  }
}
