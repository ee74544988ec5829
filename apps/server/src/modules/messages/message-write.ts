import { sql } from 'kysely';
import type { DurableEvent, MessageKind } from '@hearth/shared';
import { dialectOf, precompiled } from '../../db/database.js';
import { inGroupCommit } from '../../db/group-commit.js';
import type { Db } from '../../db/schema.js';
import { awardFor, mayEarn } from '../badges/badges.service.js';
import { speakingParticipant } from '../access/access.policy.js';
import { conversationStream } from '../events/events.service.js';
import { inConversationLane } from './conversation-lane.js';

/** A message row as written; the one list of its columns is MESSAGE_COLUMNS. */
export interface NewMessage {
  id: string;
  conversation_id: string;
  profile_id: string;
  content: string;
  client_id: string | null;
  created_at: string;
  kind: MessageKind;
  media_id: string | null;
  /** A voice message's bars as a JSON array; null for text. */
  waveform: string | null;
  /** A read-aloud's copy of its story as JSON; absent or null otherwise. */
  story?: string | null;
  prompt_id?: string | null;
}
const MESSAGE_COLUMNS = [
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
] as const satisfies readonly (keyof NewMessage)[];

/** One send: the row, and the hashed token whose liveness is judged at `now`. */
export interface Send {
  row: NewMessage;
  tokenHash: string;
  now: string;
  /** A read-aloud's recordings (one upload per recorded page) and its number of pages. */
  story?: { pageCount: number; audio: { page_number: number; media_id: string }[] };
}

/** What a stored send learned: the sender's nickname and its event's number in the stream. */
export interface Written {
  nickname: string;
  seq: number;
  /** What the send earned besides itself (badges), to announce once committed. */
  events?: DurableEvent[];
}

/**
 * The one message write. The token, the profile's ownership, its participation and (for a
 * child) the pairwise approval rule (the access policy) are checked inside the write; the message, the conversation's activity time and its
 * `message.created` event are stored together, or nothing is. Undefined when the send may not
 * be stored. A repeated client id rejects with the database's unique violation.
 *
 * SQLite runs in this process and has no DML in WITH: the statements run one after the other
 * in a group commit. PostgreSQL gets the same steps as one statement, one per batch of sends to
 * a conversation (a round trip and a row lock saved per send).
 */
export async function writeMessage(db: Db, send: Send): Promise<Written | undefined> {
  if (dialectOf(db) !== 'postgres') return inGroupCommit(db, (trx) => writeOne(db, trx, send));
  // A send that may earn a badge or carries page recordings writes more than the batch
  // statement can: it has a transaction of its own (voice and stories are sent by people
  // recording, far from the rate the batch serves).
  if (mayEarn(send.row) || send.story) {
    return db.transaction().execute((trx) => writeOne(db, trx, send));
  }
  const result = await inConversationLane(db, send, writeBatch);
  if (result === 'repeat') throw new RepeatedSend();
  return result;
}

/** The client id was used before by this profile: the stored message is the answer. */
export class RepeatedSend extends Error {
  constructor() {
    super('client id already used');
  }
}

type Flat = Record<(typeof MESSAGE_COLUMNS)[number] | 'token_hash' | 'now', string | null>;

const senderOf = precompiled((db: Db, a: Flat) =>
  speakingParticipant(
    db,
    { tokenHash: a.token_hash!, now: a.now! },
    a.profile_id!,
    a.conversation_id!,
  ).select(['p.nickname', 'p.account_id', 'p.kind']),
);
const insertRow = precompiled((db: Db, a: Flat) =>
  db.insertInto('messages').values({
    id: a.id!,
    conversation_id: a.conversation_id!,
    profile_id: a.profile_id!,
    content: a.content!,
    client_id: a.client_id,
    created_at: a.created_at!,
    kind: a.kind as MessageKind,
    media_id: a.media_id,
    waveform: a.waveform,
    story: a.story,
    prompt_id: a.prompt_id,
  }),
);
// Takes the stream's next number and moves the activity time (never backwards) in one update.
const touchConversation = precompiled((db: Db, a: Flat) =>
  db
    .updateTable('conversations')
    .set({
      event_seq: sql<number>`event_seq + 1`,
      last_activity_at: sql<string>`case when last_activity_at < ${a.created_at} then ${a.created_at} else last_activity_at end`,
    })
    .where('id', '=', a.conversation_id!)
    .returning('event_seq'),
);
const insertEvent = precompiled(
  (db: Db, a: { stream: string; seq: string; id: string; at: string }) =>
    db.insertInto('events').values({
      stream: a.stream,
      seq: sql<number>`cast(${a.seq} as integer)`,
      type: 'message.created',
      payload: null,
      message_id: a.id,
      created_at: a.at,
    }),
);

async function writeOne(db: Db, trx: Db, send: Send): Promise<Written | undefined> {
  const flat: Flat = {
    ...send.row,
    story: send.row.story ?? null,
    prompt_id: send.row.prompt_id ?? null,
    token_hash: send.tokenHash,
    now: send.now,
  };
  const [sender] = await senderOf(db, flat, trx);
  if (!sender) return undefined;
  // Badges reward the grown-ups who keep in touch; no nudges are aimed at children.
  const events =
    mayEarn(send.row) && sender.kind !== 'child'
      ? await awardFor(trx, {
          profileId: send.row.profile_id,
          accountId: sender.account_id,
          kind: send.row.kind,
          promptId: send.row.prompt_id ?? null,
          createdAt: send.row.created_at,
          story: send.story && {
            pageCount: send.story.pageCount,
            recorded: send.story.audio.length,
          },
        })
      : [];
  await insertRow(db, flat, trx);
  if (send.story && send.story.audio.length > 0) {
    await trx
      .insertInto('message_story_audio')
      .values(send.story.audio.map((page) => ({ message_id: send.row.id, ...page })))
      .execute();
  }
  const [counter] = await touchConversation(db, flat, trx);
  const seq = Number(counter!.event_seq);
  const stream = conversationStream(send.row.conversation_id);
  await insertEvent(
    db,
    { stream, seq: String(seq), id: send.row.id, at: send.row.created_at },
    trx,
  );
  return events.length > 0
    ? { nickname: sender.nickname, seq, events }
    : { nickname: sender.nickname, seq };
}

/**
 * Several sends to one conversation as one PostgreSQL statement. Returns, per send, what was
 * stored, undefined for a send that may not be, or 'repeat' for a client id already used (the
 * caller retries it alone to get the unique violation a retry is recognised by).
 */
async function writeBatch(db: Db, sends: Send[]): Promise<(Written | undefined | 'repeat')[]> {
  const conversationId = sends[0]!.row.conversation_id;
  const stream = conversationStream(conversationId);
  const input = sends
    .map(
      (send, idx) =>
        sql`select ${sql.join([
          ...MESSAGE_COLUMNS.map((c) => sql`${send.row[c] ?? null}::text as ${sql.ref(c)}`),
          sql`${send.tokenHash}::text as token_hash`,
          sql`${send.now}::text as now`,
          sql`${idx}::int as idx`,
        ])}`,
    )
    .reduce((all, one) => sql`${all} union all ${one}`);
  const sender = speakingParticipant(
    db,
    { tokenHash: sql.ref<string>('i.token_hash'), now: sends[0]!.now },
    sql.ref<string>('i.profile_id'),
    conversationId,
  ).select('p.nickname');
  const columns = sql.join(MESSAGE_COLUMNS.map((c) => sql.ref(c)));
  const query = sql<{ idx: number; nickname: string; seq: number | null }>`
    with input as (${input}),
    sender as (
      select i.*, (${sender}) as nickname from input i
    ), inserted as (
      insert into messages (${columns})
      select ${columns}
      from sender where nickname is not null
      on conflict do nothing
      returning id, created_at
    ), counter as (
      update conversations set
        event_seq = event_seq + (select count(*) from inserted),
        last_activity_at = greatest(last_activity_at, (select max(created_at) from inserted))
      where id = ${conversationId} and exists (select 1 from inserted)
      returning event_seq
    ), logged as (
      insert into events (stream, seq, type, payload, message_id, created_at)
      select ${stream}, counter.event_seq - (select count(*) from inserted)
          + row_number() over (order by inserted.id),
        'message.created', null, inserted.id, inserted.created_at
      from inserted, counter
      returning message_id, seq
    )
    select sender.idx, sender.nickname, logged.seq from sender
    left join logged on logged.message_id = sender.id
    where sender.nickname is not null`;
  const { rows } = await query.execute(db);
  const byIdx = new Map(rows.map((row) => [Number(row.idx), row]));
  return sends.map((_send, idx) => {
    const row = byIdx.get(idx);
    if (!row) return undefined;
    if (row.seq === null) return 'repeat';
    return { nickname: row.nickname, seq: Number(row.seq) };
  });
}
