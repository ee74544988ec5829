import {
  findPrompt,
  type MediaMimeType,
  type Message,
  type MessageAudio,
  type MessageKind,
  type MessageReaction,
  type MessageReplyTo,
  type MessageStory,
} from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { hearsSender, profileColumns, type Reader } from '../access/access.policy.js';

/** The one list of what a message read selects, and the one row type it gives. */
const MESSAGE_COLUMNS = [
  'm.id',
  'm.content',
  'm.created_at',
  'm.client_id',
  'm.profile_id',
  'm.kind',
  'm.media_id',
  'm.conversation_id',
  'm.waveform',
  'm.story',
  'm.prompt_id',
  'm.deleted_at',
  'm.edited_at',
  'm.reply_to_id',
  'md.mime_type',
  'md.duration_ms',
  'p.nickname',
] as const;

export interface MessageRow {
  id: string;
  content: string;
  created_at: string;
  client_id: string | null;
  profile_id: string;
  kind: MessageKind;
  media_id: string | null;
  conversation_id: string;
  waveform: string | null;
  /** A read-aloud's story as sent (JSON, pages without audio). */
  story?: string | null;
  prompt_id?: string | null;
  deleted_at?: string | null;
  edited_at?: string | null;
  reply_to_id?: string | null;
  /** Of the media a voice message carries; null for text. */
  mime_type: MediaMimeType | null;
  duration_ms: number | null;
  nickname: string;
}

/** What a message's JSON reads beside its row, whatever its kind. */
export interface MessageAround {
  reactions?: MessageReaction[];
  reply_to?: MessageReplyTo;
}

/**
 * The message's JSON; `audio` is a voice message's, with a freshly signed link, `story` a
 * read-aloud's, its pages' audio filled in, `fields` what its kind reads itself (photos), and
 * `around` its reactions and the message it answers.
 */
export function toMessage(
  row: MessageRow,
  audio?: MessageAudio,
  story?: MessageStory,
  fields?: Partial<Pick<Message, 'photos' | 'video' | 'call' | 'content'>>,
  around: MessageAround = {},
): Message {
  const message: Message = {
    id: row.id,
    content: row.content,
    created_at: row.created_at,
    profile: { id: row.profile_id, nickname: row.nickname },
    client_id: row.client_id,
    kind: row.kind,
    deleted: Boolean(row.deleted_at),
    edited_at: row.edited_at ?? null,
    reactions: [],
  };
  // A deleted message keeps its place and nothing else: no recording, story, prompt, reaction.
  if (row.deleted_at) return message;
  if (around.reactions) message.reactions = around.reactions;
  if (around.reply_to) message.reply_to = around.reply_to;
  if (audio) message.audio = audio;
  if (story) message.story = story;
  if (fields) Object.assign(message, fields);
  const prompt = row.prompt_id ? findPrompt(row.prompt_id) : undefined;
  if (prompt) message.prompt = { id: prompt.id, emoji: prompt.emoji, title: prompt.title };
  return message;
}

/** Who reads a page: the pairwise rule's reader, and (a child in quiet hours) nothing after `until`. */
export interface ReaderView extends Reader {
  until: string | null;
}

/** The sender's columns in `messages`' query, for the pairwise rule. */
function messages(db: Db) {
  return db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .leftJoin('media as md', 'md.id', 'm.media_id')
    .select(MESSAGE_COLUMNS);
}

export function findByClientId(
  db: Db,
  profileId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  return messages(db)
    .where('m.profile_id', '=', profileId)
    .where('m.client_id', '=', clientId)
    .executeTakeFirst();
}

/** The messages with these ids; of them, with a reader, only those the pairwise rule shows it. */
export function findByIds(db: Db, ids: string[], reader?: Reader): Promise<MessageRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return messages(db)
    .where('m.id', 'in', ids)
    .$if(reader !== undefined, (qb) =>
      qb.where((eb) => hearsSender(eb, reader!, profileColumns('p'))),
    )
    .execute();
}

/**
 * One page of messages by id cursor, newest-first from the database and returned oldest first.
 * Reads `limit + 1` rows to learn whether more exist without a count.
 */
export async function messagePage(
  db: Db,
  conversationId: string,
  page: { before?: string; after?: string; limit: number },
  reader: ReaderView,
): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let query = messages(db)
    .where('m.conversation_id', '=', conversationId)
    .where((eb) => hearsSender(eb, reader, profileColumns('p')))
    .limit(page.limit + 1);
  if (reader.until) query = query.where('m.created_at', '<', reader.until);
  if (page.after !== undefined) {
    query = query.where('m.id', '>', page.after).orderBy('m.id', 'asc');
  } else {
    if (page.before !== undefined) query = query.where('m.id', '<', page.before);
    query = query.orderBy('m.id', 'desc');
  }
  const rows = await query.execute();
  const hasMore = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  return { rows: page.after !== undefined ? kept : kept.reverse(), hasMore };
}

export async function findMessageInConversation(db: Db, conversationId: string, messageId: string) {
  if (!isId(messageId)) return undefined;
  return db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('id', '=', messageId)
    .executeTakeFirst();
}
