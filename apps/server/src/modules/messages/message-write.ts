import { dialectOf, precompiled } from '../../db/database.js';
import { inGroupCommit } from '../../db/group-commit.js';
import type { Db } from '../../db/schema.js';
import {
  maySharePictures,
  senderFacts,
  type SenderFacts,
  type SendRefusal,
} from '../access/access.policy.js';
import { awardFor } from '../badges/badges.service.js';
import { quietAt } from '../children/children.service.js';
import { logInsertedMessage } from '../events/events.service.js';
import { inConversationLane } from './conversation-lane.js';
import { writeBatch } from './message-batch.js';
import { kindOf, mayEarn, type KindColumns } from './kinds/registry.js';
import { mayReplyTo } from './reply-check.js';
import { RepeatedSend, type Send, type Sender } from './message-row.js';
import type { WriteResult, Written, MESSAGE_COLUMNS } from './message-row.js';

export { RepeatedSend, type NewMessage, type Send, type WriteResult } from './message-row.js';

/**
 * The one message write: a result per send, in order (a single send is a list of one). Each
 * send's check reads its sender once (`senderFacts`) and answers a refusal from that read; the
 * message, the conversation's activity time and its `message.created` event are stored together,
 * or nothing is. A repeated client id rejects with RepeatedSend or the unique violation.
 *
 * SQLite: every send joins the group commit (one transaction and one flush for the sends of an
 * event-loop turn). PostgreSQL: plain sends to one conversation go as one statement per batch;
 * a send with uploads, badges, a reply, a child sender or a refusal to explain runs alone.
 * `trx`: the sends join the caller's transaction instead (the server's own record of a change).
 */
export async function writeMessages(db: Db, sends: Send[], trx?: Db): Promise<WriteResult[]> {
  if (trx) {
    const results: WriteResult[] = [];
    for (const send of sends) results.push(await writeOne(db, trx, send));
    return results;
  }
  if (dialectOf(db) !== 'postgres') {
    return Promise.all(sends.map((send) => inGroupCommit(db, (trx) => writeOne(db, trx, send))));
  }
  return Promise.all(sends.map((send) => writePostgres(db, send)));
}

async function writePostgres(db: Db, send: Send): Promise<WriteResult> {
  if (send.check || mayEarn(send.row) || send.row.reply_to_id) return alone(db, send);
  const result = await inConversationLane(db, send, writeBatch);
  if (result === 'repeat') throw new RepeatedSend();
  // The batch stores adults' sends only (a child's quiet hours are judged in JavaScript), and
  // says nothing of why a send was refused: those run alone.
  if (result === 'child' || result === 'refused') return alone(db, send);
  return result;
}

function alone(db: Db, send: Send): Promise<WriteResult> {
  return db.transaction().execute((trx) => writeOne(db, trx, send));
}

type Flat = Record<(typeof MESSAGE_COLUMNS)[number] | 'token_hash' | 'now', string | null>;

const senderOf = precompiled((db: Db, a: Flat) =>
  senderFacts(db, { tokenHash: a.token_hash!, now: a.now! }, a.profile_id!, a.conversation_id!),
);
const insertRow = precompiled((db: Db, a: Flat) =>
  db.insertInto('messages').values({
    id: a.id!,
    conversation_id: a.conversation_id!,
    profile_id: a.profile_id!,
    content: a.content!,
    client_id: a.client_id,
    created_at: a.created_at!,
    kind: a.kind as Send['row']['kind'],
    media_id: a.media_id,
    waveform: a.waveform,
    story: a.story,
    prompt_id: a.prompt_id,
    reply_to_id: a.reply_to_id,
  }),
);

/** The policy's answer from the sender's row, before any upload is looked at. */
function refusalOf(sender: SenderFacts | undefined, now: string): SendRefusal | undefined {
  if (!sender) return { refused: 'unauthorized' };
  if (!sender.participant || !sender.nickname) return { refused: 'not_found' };
  if (quietAt(sender as Sender, new Date(now))) return { refused: 'quiet_hours' };
  return undefined;
}

/** The sender, once every check passed, and what its kind's check added to the row. */
type Judged = { sender: Sender; columns?: KindColumns };

async function judge(db: Db, trx: Db, send: Send, flat: Flat): Promise<Judged | SendRefusal> {
  const [facts] = await senderOf(db, flat, trx);
  const refusal = refusalOf(facts, send.now);
  if (refusal) return refusal;
  const sender = facts as Sender;
  if (send.pictures && !maySharePictures(sender)) return { refused: 'photos_off' };
  // The upload's 422 comes before a paused child's 403, as every route answered it.
  const columns = send.check ? await send.check(trx, sender) : undefined;
  if (columns && 'refused' in columns) return columns;
  if (send.row.reply_to_id && !(await mayReplyTo(trx, send.row, sender))) {
    return { refused: 'reply_not_found' };
  }
  if (!sender.talks) return { refused: 'paused' };
  return columns ? { sender, columns } : { sender };
}

/** The server's own send (no token to judge): its author's nickname and the counter. */
const serverAuthor = (trx: Db, row: Send['row']) =>
  trx
    .selectFrom('conversations as c')
    .leftJoin('profiles as p', (join) => join.on('p.id', '=', row.profile_id))
    .select(['c.event_seq', 'p.nickname'])
    .where('c.id', '=', row.conversation_id)
    .executeTakeFirstOrThrow();

async function writeOne(db: Db, trx: Db, send: Send): Promise<WriteResult> {
  // Keys set before the spread keep one object shape for every send.
  const flat: Flat = { token_hash: send.tokenHash, now: send.now, ...send.row };
  if (send.tokenHash === null) {
    const author = await serverAuthor(trx, send.row);
    return store(db, trx, send.row, flat, { ...author, nickname: author.nickname ?? '' });
  }
  const judged = await judge(db, trx, send, flat);
  if ('refused' in judged) return judged;
  const { sender, columns } = judged;
  if (columns) {
    flat.media_id = columns.media_id;
    flat.waveform = columns.waveform;
    flat.story = columns.story;
  }
  const events = await earned(trx, send, sender, columns?.pages);
  const written = await store(db, trx, send.row, flat, sender, columns);
  if (events.length > 0) written.events = events;
  return written;
}

/** Inserts the row (and what its kind stores beside it) and logs its event. */
async function store(
  db: Db,
  trx: Db,
  row: Send['row'],
  flat: Flat,
  sender: { nickname: string; event_seq: number | null },
  columns?: KindColumns,
): Promise<Written> {
  await insertRow(db, flat, trx);
  if (columns?.pages && columns.pages.audio.length > 0) {
    await trx
      .insertInto('message_story_audio')
      .values(columns.pages.audio.map((page) => ({ message_id: row.id, ...page })))
      .execute();
  }
  await columns?.store?.(trx, row.id);
  const seq = await logInsertedMessage(db, trx, row, sender.event_seq);
  const written: Written = { nickname: sender.nickname, seq };
  if (columns) written.columns = columns;
  return written;
}

/** Badges reward the grown-ups who keep in touch; no nudges are aimed at children. */
function earned(
  trx: Db,
  send: Send,
  sender: Sender,
  pages?: { pageCount: number; audio: unknown[] },
) {
  if (!mayEarn(send.row) || sender.kind === 'child') return Promise.resolve([]);
  const { badges } = kindOf(send.row.kind);
  const earning = {
    profileId: send.row.profile_id,
    accountId: sender.account_id,
    promptId: send.row.prompt_id,
    createdAt: send.row.created_at,
    story: pages && { pageCount: pages.pageCount, recorded: pages.audio.length },
  };
  return awardFor(trx, earning, typeof badges === 'function' ? badges : null);
}
