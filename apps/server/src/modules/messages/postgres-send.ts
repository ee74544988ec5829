import { CompiledQuery, sql } from 'kysely';
import { precompiled } from '../../db/database.js';
import type { Db, MessagesTable } from '../../db/schema.js';

/** One send's row, with the hashed token and the time its liveness is judged at. */
export type SendArgs = { [K in keyof MessagesTable]: MessagesTable[K] } & {
  token_hash: string;
  now: string;
};

/** Who is sending, when the token is live and its account's profile takes part. */
export interface Sender {
  nickname: string;
}

// The token and participation checks and both writes in one statement, one round trip instead
// of three (the send profile was half idle, waiting on round trips). The statement sees one
// snapshot: a revoked token or a profile that is not (or no longer) a participant inserts and
// touches nothing and gets no row.
const insertOne = precompiled((db: Db, a: SendArgs) => ({
  compile: () =>
    sql<Sender>`
      with sender as (
        select p.nickname from participants pa
        join profiles p on p.id = pa.profile_id
        join access_tokens t on t.account_id = p.account_id
        where pa.conversation_id = ${a.conversation_id} and pa.profile_id = ${a.profile_id}
          and p.deleted_at is null and t.token_hash = ${a.token_hash}
          and t.revoked_at is null and t.expires_at > ${a.now}
      ), inserted as (
        insert into messages (id, conversation_id, profile_id, content, client_id, created_at)
        select ${a.id}, ${a.conversation_id}, ${a.profile_id}, ${a.content}, ${a.client_id},
          ${a.created_at}
        from sender
        returning id
      ), touched as (
        update conversations set last_activity_at = ${a.created_at}
        where id = ${a.conversation_id} and last_activity_at < ${a.created_at}
          and exists (select 1 from inserted)
      )
      select sender.nickname from sender, inserted`.compile(db),
}));

// The same for several sends to one conversation ($1), one row per send in the arrays. A
// repeated id is skipped (DO NOTHING) rather than failing the others; the conversation row is
// updated once, to the newest time.
const INSERT_MANY = `
  with input as (
    select * from unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
      $8::text[]) as i(id, profile_id, content, client_id, created_at, token_hash, now)
  ), sender as (
    select i.*, p.nickname from input i
    join participants pa on pa.conversation_id = $1 and pa.profile_id = i.profile_id
    join profiles p on p.id = pa.profile_id
    join access_tokens t on t.account_id = p.account_id
    where p.deleted_at is null and t.token_hash = i.token_hash
      and t.revoked_at is null and t.expires_at > i.now
  ), inserted as (
    insert into messages (id, conversation_id, profile_id, content, client_id, created_at)
    select id, $1, profile_id, content, client_id, created_at from sender
    on conflict do nothing
    returning id, created_at
  ), touched as (
    update conversations set last_activity_at = (select max(created_at) from inserted)
    where id = $1 and last_activity_at < (select max(created_at) from inserted)
  )
  select sender.id, sender.nickname, inserted.id is not null as stored
  from sender left join inserted on inserted.id = sender.id`;

interface Pending {
  args: SendArgs;
  resolve: (sender: Sender | undefined) => void;
  reject: (error: unknown) => void;
}

/** A conversation's sends waiting for its next statement; present while one is due or running. */
interface Lane {
  waiting: Pending[];
}

const lanes = new WeakMap<Db, Map<string, Lane>>();

/**
 * Sends to the same conversation go in one statement: each updates the conversation's row, and
 * that row's lock is held until the commit has flushed the WAL, so one statement per send queued
 * every send behind the previous one's flush (arm 3: ~1,000 sends/s with the update, ~2,000
 * without). Sends arriving while a conversation's statement runs wait here, without holding a
 * pooled connection, and go together in the next one. Other instances' sends still meet the
 * row lock in PostgreSQL, as before. A batch holds one conversation only, so two batches never
 * lock rows in opposite orders.
 */
export function insertOnPostgres(db: Db, args: SendArgs): Promise<Sender | undefined> {
  return new Promise((resolve, reject) => {
    let byConversation = lanes.get(db);
    if (!byConversation) {
      byConversation = new Map();
      lanes.set(db, byConversation);
    }
    const key = args.conversation_id;
    let lane = byConversation.get(key);
    if (!lane) {
      const created: Lane = { waiting: [] };
      lane = created;
      byConversation.set(key, created);
      // After the poll phase: every send read in this turn joins the first statement.
      setImmediate(() => void drain(db, key, created));
    }
    lane.waiting.push({ args, resolve, reject });
  });
}

async function drain(db: Db, key: string, lane: Lane): Promise<void> {
  while (lane.waiting.length > 0) {
    const batch = lane.waiting.splice(0);
    // flush settles every send itself; this only guards against a bug leaving them hanging.
    await flush(db, batch).catch((error: unknown) => batch.forEach((p) => p.reject(error)));
  }
  lanes.get(db)?.delete(key);
}

/** One send in its own statement: its own error, its own unique violation for a repeat. */
function alone(db: Db, { args, resolve, reject }: Pending): Promise<void> {
  return insertOne(db, args).then(([sender]) => resolve(sender), reject);
}

async function flush(db: Db, batch: Pending[]): Promise<void> {
  if (batch.length === 1) return alone(db, batch[0]!);
  const column = (key: keyof SendArgs) => batch.map((p) => p.args[key]);
  const keys = ['id', 'profile_id', 'content', 'client_id', 'created_at', 'token_hash', 'now'];
  const parameters = [
    batch[0]!.args.conversation_id,
    ...keys.map((k) => column(k as keyof SendArgs)),
  ];
  let rows: { id: string; nickname: string; stored: boolean }[];
  try {
    rows = (
      await db.executeQuery<(typeof rows)[number]>(CompiledQuery.raw(INSERT_MANY, parameters))
    ).rows;
  } catch {
    // Nothing was stored (one statement): each send alone, so only a failing one fails.
    await Promise.all(batch.map((p) => alone(db, p)));
    return;
  }
  const byId = new Map(rows.map((row) => [row.id, row]));
  await Promise.all(
    batch.map((pending) => {
      const row = byId.get(pending.args.id);
      if (!row) return pending.resolve(undefined); // not signed in, or not a participant
      if (row.stored) return pending.resolve({ nickname: row.nickname });
      // Skipped as a repeat: alone, it gets the unique violation a retry is recognised by.
      return alone(db, pending);
    }),
  );
}
