import { sql, type Compilable } from 'kysely';
import type { DurableEvent, MessageKind } from '@hearth/shared';
import { dialectOf, precompiled } from '../../db/database.js';
import { inGroupCommit } from '../../db/group-commit.js';
import type { Db } from '../../db/schema.js';
import { awardFor, mayEarn } from '../badges/badges.service.js';
import { quietAt } from '../children/children.service.js';
import { actingParticipant, speakingParticipant } from '../access/access.policy.js';
import { childChangeRefusal } from '../access/access.service.js';
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
  /** A read-aloud's copy of its story as JSON; null otherwise. */
  story: string | null;
  prompt_id: string | null;
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
 * What a send came to: stored, refused by the access policy (undefined), or held back because
 * the sender is a child in its quiet hours ('quiet'; nothing is stored).
 */
export type WriteResult = Written | 'quiet' | undefined;

/**
 * The one message write. The token, the profile's ownership, its participation and (for a
 * child) the pairwise approval rule (the access policy) and its quiet hours are checked inside
 * the write, from the row the sender check reads; the message, the conversation's activity time
 * and its `message.created` event are stored together, or nothing is. A repeated client id
 * rejects with the database's unique violation.
 *
 * SQLite runs in this process and has no DML in WITH: the statements run one after the other
 * in a group commit. PostgreSQL gets the same steps as one statement, one per batch of sends to
 * a conversation (a round trip and a row lock saved per send).
 */
export async function writeMessage(db: Db, send: Send): Promise<WriteResult> {
  if (dialectOf(db) !== 'postgres') return inGroupCommit(db, (trx) => writeOne(db, trx, send));
  // A send that may earn a badge or carries page recordings writes more than the batch
  // statement can: it has a transaction of its own (voice and stories are sent by people
  // recording, far from the rate the batch serves).
  if (mayEarn(send.row) || send.story) return alone(db, send);
  const result = await inConversationLane(db, send, writeBatch);
  if (result === 'repeat') throw new RepeatedSend();
  // The batch stores adults' sends only: a child's quiet hours are judged on its wall clock,
  // in JavaScript, so its send is checked and written in a transaction of its own.
  if (result === 'child') return alone(db, send);
  return result;
}

function alone(db: Db, send: Send): Promise<WriteResult> {
  return db.transaction().execute((trx) => writeOne(db, trx, send));
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
  )
    .select(['p.nickname', 'p.account_id', 'p.kind', 'p.quiet_start', 'p.quiet_end'])
    .select('p.quiet_time_zone')
    .select((eb) =>
      eb
        .selectFrom('conversations as c')
        .select('c.event_seq')
        .where('c.id', '=', a.conversation_id!)
        .as('event_seq'),
    ),
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
const touch = (db: Db, a: Flat) =>
  db
    .updateTable('conversations')
    .set({
      event_seq: sql<number>`event_seq + 1`,
      last_activity_at: sql<string>`case when last_activity_at < ${a.created_at} then ${a.created_at} else last_activity_at end`,
    })
    .where('id', '=', a.conversation_id!);
const touchConversation = precompiled(touch);
const touchConversationReturning = precompiled((db: Db, a: Flat) =>
  touch(db, a).returning('event_seq'),
);

/**
 * The number the send's event takes. SQLite runs a transaction on one snapshot and refuses its
 * first write if another connection has committed since its first read, so the counter read
 * with the sender is still the last one taken: the update needs no RETURNING, which would make
 * SQLite copy the row's page into a statement journal first. Under PostgreSQL another send may
 * have taken a number since that read; the update, which waits for that send's row lock, says
 * which one this send got.
 */
async function takeNumber(db: Db, trx: Db, flat: Flat, read: number | null) {
  if (dialectOf(db) === 'postgres') {
    const [counter] = await touchConversationReturning(db, flat, trx);
    return Number(counter!.event_seq);
  }
  await touchConversation(db, flat, trx);
  return Number(read) + 1;
}
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

async function writeOne(db: Db, trx: Db, send: Send): Promise<WriteResult> {
  // The row's keys come last: V8 gives an object spread that then gets new keys a hidden class
  // of its own every time (microseconds a send); keys set before the spread keep one shape.
  const flat: Flat = { token_hash: send.tokenHash, now: send.now, ...send.row };
  const [sender] = await senderOf(db, flat, trx);
  if (!sender) return undefined;
  // The same profile row: no read of its own for the quiet hours, and none at all for adults.
  if (quietAt(sender, new Date(send.now))) return 'quiet';
  // Badges reward the grown-ups who keep in touch; no nudges are aimed at children.
  const events =
    mayEarn(send.row) && sender.kind !== 'child'
      ? await awardFor(trx, {
          profileId: send.row.profile_id,
          accountId: sender.account_id,
          kind: send.row.kind,
          promptId: send.row.prompt_id,
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
  const seq = await takeNumber(db, trx, flat, sender.event_seq);
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

type BatchRow = { idx: number; nickname: string; sender_kind: string; seq: number | null };
/** A batch's values: one array per column (a row per send, in order) and the batch's own. */
type BatchArgs = Record<
  (typeof MESSAGE_COLUMNS)[number] | 'token_hash' | 'now',
  (string | null)[]
> &
  Record<'conversation' | 'stream' | 'batch_now', string>;

/**
 * The batch statement, compiled once (as the SQLite send's statements are) for every batch
 * size: building and compiling it with Kysely per batch was most of arm 3's CPU and garbage,
 * and a statement of one select per send took PostgreSQL longer to plan than to run. The sends
 * arrive as one array per column, unnested together from the one column list.
 */
const batchStatement = precompiled((db: Db, a: BatchArgs): Compilable<BatchRow> => {
  const arrays = [...MESSAGE_COLUMNS, 'token_hash', 'now'] as const;
  const input = sql`select * from unnest(${sql.join(arrays.map((c) => sql`${a[c]}::text[]`))})
    with ordinality as i(${sql.join(arrays.map((c) => sql.ref(c)))}, idx)`;
  const sender = speakingParticipant(
    db,
    { tokenHash: sql.ref<string>('i.token_hash'), now: a.batch_now },
    sql.ref<string>('i.profile_id'),
    a.conversation,
  ).select(['p.nickname', 'p.kind']);
  const columns = sql.join(MESSAGE_COLUMNS.map((c) => sql.ref(c)));
  const query = sql<BatchRow>`
    with input as (${input}),
    sender as (
      select i.*, s.nickname, s.kind as sender_kind from input i left join lateral (${sender}) s on true
    ), inserted as (
      insert into messages (${columns})
      select ${columns}
      from sender where nickname is not null and sender_kind = 'adult'
      on conflict do nothing
      returning id, created_at
    ), counter as (
      update conversations set
        event_seq = event_seq + (select count(*) from inserted),
        last_activity_at = greatest(last_activity_at, (select max(created_at) from inserted))
      where id = ${a.conversation} and exists (select 1 from inserted)
      returning event_seq
    ), logged as (
      insert into events (stream, seq, type, payload, message_id, created_at)
      select ${a.stream}, counter.event_seq - (select count(*) from inserted)
          + row_number() over (order by inserted.id),
        'message.created', null, inserted.id, inserted.created_at
      from inserted, counter
      returning message_id, seq
    )
    select sender.idx, sender.nickname, sender.sender_kind, logged.seq from sender
    left join logged on logged.message_id = sender.id
    where sender.nickname is not null`;
  // A raw query compiles against its database; the precompiled helper compiles without one.
  return { compile: () => query.compile(db) };
});

/**
 * Several sends to one conversation as one PostgreSQL statement. Returns, per send, what was
 * stored, undefined for a send that may not be, 'repeat' for a client id already used (the
 * caller retries it alone to get the unique violation a retry is recognised by), or 'child' for
 * a child's send, which this statement does not store (the caller writes it alone).
 */
async function writeBatch(
  db: Db,
  sends: Send[],
): Promise<(Written | undefined | 'repeat' | 'child')[]> {
  const conversationId = sends[0]!.row.conversation_id;
  const column = (c: (typeof MESSAGE_COLUMNS)[number]) => sends.map((s) => s.row[c]);
  const args = {
    ...(Object.fromEntries(MESSAGE_COLUMNS.map((c) => [c, column(c)])) as Record<
      (typeof MESSAGE_COLUMNS)[number],
      (string | null)[]
    >),
    token_hash: sends.map((s) => s.tokenHash),
    now: sends.map((s) => s.now),
    conversation: conversationId,
    stream: conversationStream(conversationId),
    batch_now: sends[0]!.now,
  };
  const rows = await batchStatement(db, args);
  // `with ordinality` numbers the sends from 1.
  const byIdx = new Map(rows.map((row) => [Number(row.idx) - 1, row]));
  return sends.map((_send, idx) => {
    const row = byIdx.get(idx);
    if (!row) return undefined;
    if (row.sender_kind !== 'adult') return 'child';
    if (row.seq === null) return 'repeat';
    return { nickname: row.nickname, seq: Number(row.seq) };
  });
}

/** A sender's change to a message of theirs: its deletion, or new text. */
export type MessageChange =
  | { kind: 'delete'; at: string }
  | { kind: 'edit'; content: string; at: string; editableAfter: string };

export type ChangeOutcome =
  | { ok: true; seq: number }
  | { ok: false; reason: 'not_found' | 'not_sender' | 'not_last' | 'not_text' | 'too_late' };

/**
 * Changes a message as its sender, with its event, in one transaction. The account's profile
 * must still take part (the access policy) and have sent it; a child session, only its last
 * one. A deleted message loses its text, its recording and who played it; the row stays so
 * that the thread keeps its order.
 */
export async function changeMessage(
  db: Db,
  who: {
    accountId: string;
    childProfileId: string | null;
    profileId: string;
    conversationId: string;
    messageId: string;
  },
  change: MessageChange,
): Promise<ChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const acting = await actingParticipant(
      trx,
      { accountId: who.accountId, childProfileId: who.childProfileId },
      who.profileId,
      who.conversationId,
    )
      .select('p.id')
      .executeTakeFirst();
    const message = await trx
      .selectFrom('messages')
      .select(['profile_id', 'kind', 'created_at', 'deleted_at', 'media_id'])
      .where('id', '=', who.messageId)
      .where('conversation_id', '=', who.conversationId)
      .executeTakeFirst();
    if (!acting || !message || message.deleted_at) return { ok: false, reason: 'not_found' };
    const child = who.childProfileId
      ? await childChangeRefusal(trx, { ...who, childProfileId: who.childProfileId })
      : null;
    if (child === 'not_found') return { ok: false, reason: 'not_found' };
    if (message.profile_id !== who.profileId) return { ok: false, reason: 'not_sender' };
    if (child === 'not_last') return { ok: false, reason: 'not_last' };
    if (change.kind === 'edit') {
      if (message.kind !== 'text') return { ok: false, reason: 'not_text' };
      if (message.created_at < change.editableAfter) return { ok: false, reason: 'too_late' };
      await trx
        .updateTable('messages')
        .set({ content: change.content, edited_at: change.at })
        .where('id', '=', who.messageId)
        .execute();
    } else {
      await eraseMessageContent(trx, [who.messageId], change.at);
    }
    const seq = await nextSeq(trx, who.conversationId);
    await trx
      .insertInto('events')
      .values({
        stream: conversationStream(who.conversationId),
        seq,
        type: change.kind === 'edit' ? 'message.edited' : 'message.deleted',
        // An edit is read back from the row (like a send); a deletion carries no content at all.
        payload:
          change.kind === 'edit'
            ? null
            : JSON.stringify({
                type: 'message.deleted',
                conversation_id: who.conversationId,
                message_id: who.messageId,
                profile_id: who.profileId,
              }),
        message_id: who.messageId,
        created_at: change.at,
      })
      .execute();
    return { ok: true, seq };
  });
}

async function nextSeq(trx: Db, conversationId: string): Promise<number> {
  const row = await trx
    .updateTable('conversations')
    .set({ event_seq: sql<number>`event_seq + 1` })
    .where('id', '=', conversationId)
    .returning('event_seq')
    .executeTakeFirstOrThrow();
  return Number(row.event_seq);
}

/**
 * Empties messages for good: text, waveform, recording (its chunks go with it) and plays. Also
 * used when a profile or an account is erased; the caller records what others must hear.
 */
export async function eraseMessageContent(trx: Db, ids: string[], at: string): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500);
    const media = await trx
      .selectFrom('messages')
      .select('media_id')
      .where('id', 'in', batch)
      .where('media_id', 'is not', null)
      .execute();
    // A read-aloud's page recordings go with it.
    const pages = await trx
      .selectFrom('message_story_audio')
      .select('media_id')
      .where('message_id', 'in', batch)
      .execute();
    await trx
      .updateTable('messages')
      .set({
        content: '',
        waveform: null,
        media_id: null,
        story: null,
        prompt_id: null,
        deleted_at: at,
        edited_at: null,
      })
      .where('id', 'in', batch)
      .execute();
    await trx.deleteFrom('played').where('message_id', 'in', batch).execute();
    await trx.deleteFrom('message_story_audio').where('message_id', 'in', batch).execute();
    const mediaIds = [...media, ...pages].flatMap((row) => (row.media_id ? [row.media_id] : []));
    if (mediaIds.length > 0) await trx.deleteFrom('media').where('id', 'in', mediaIds).execute();
  }
}
