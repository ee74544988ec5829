import { sql, type Compilable } from 'kysely';
import { precompiled } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { speakingParticipant } from '../access/access.policy.js';
import { conversationStream } from '../events/events.service.js';
import { MESSAGE_COLUMNS, type Send, type Written } from './message-row.js';

type BatchRow = { idx: number; nickname: string; sender_kind: string; seq: number | null };
/** A batch's values: one array per column (a row per send, in order) and the batch's own. */
type BatchArgs = Record<
  (typeof MESSAGE_COLUMNS)[number] | 'token_hash' | 'now',
  (string | null)[]
> &
  Record<'conversation' | 'stream' | 'batch_now', string>;

/**
 * The batch statement, compiled once for every batch size (see docs/benchmarks.md, "The message
 * pipeline"): the sends arrive as one array per column, unnested from the one column list.
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
      from sender where nickname is not null and sender_kind <> 'child'
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
 * stored, 'refused' for a send that may not be (the caller writes it alone to learn why), 'repeat' for a client id already used (the
 * caller retries it alone to get the unique violation a retry is recognised by), or 'child' for
 * a child's send, which this statement does not store (the caller writes it alone).
 */
export async function writeBatch(
  db: Db,
  sends: Send[],
): Promise<(Written | 'refused' | 'repeat' | 'child')[]> {
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
    if (!row) return 'refused';
    if (row.sender_kind === 'child') return 'child';
    if (row.seq === null) return 'repeat';
    return { nickname: row.nickname, seq: Number(row.seq) };
  });
}
