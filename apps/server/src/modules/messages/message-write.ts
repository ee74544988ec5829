import { dialectOf, precompiled } from '../../db/database.js';
import { inGroupCommit } from '../../db/group-commit.js';
import type { Db } from '../../db/schema.js';
import { senderFacts, type SenderFacts, type SendRefusal } from '../access/access.policy.js';
import { awardFor, mayEarn } from '../badges/badges.service.js';
import { quietAt } from '../children/children.service.js';
import { logInsertedMessage } from '../events/events.service.js';
import { inConversationLane } from './conversation-lane.js';
import { writeBatch } from './message-batch.js';
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
 * a send with uploads, badges, a child sender or a refusal to explain runs alone.
 */
export function writeMessages(db: Db, sends: Send[]): Promise<WriteResult[]> {
  if (dialectOf(db) !== 'postgres') {
    return Promise.all(sends.map((send) => inGroupCommit(db, (trx) => writeOne(db, trx, send))));
  }
  return Promise.all(sends.map((send) => writePostgres(db, send)));
}

async function writePostgres(db: Db, send: Send): Promise<WriteResult> {
  if (send.check || mayEarn(send.row)) return alone(db, send);
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
  }),
);

/** The policy's answer from the sender's row, before any upload is looked at. */
function refusalOf(sender: SenderFacts | undefined, now: string): SendRefusal | undefined {
  if (!sender) return { refused: 'unauthorized' };
  if (!sender.participant || !sender.nickname) return { refused: 'not_found' };
  if (quietAt(sender as Sender, new Date(now))) return { refused: 'quiet_hours' };
  return undefined;
}

async function writeOne(db: Db, trx: Db, send: Send): Promise<WriteResult> {
  // Keys set before the spread keep one object shape for every send.
  const flat: Flat = { token_hash: send.tokenHash, now: send.now, ...send.row };
  const [facts] = await senderOf(db, flat, trx);
  const refusal = refusalOf(facts, send.now);
  if (refusal) return refusal;
  const sender = facts as Sender;
  // The upload's 422 comes before a paused child's 403, as every route answered it.
  const columns = send.check ? await send.check(trx, sender) : undefined;
  if (columns && 'refused' in columns) return columns;
  if (!sender.talks) return { refused: 'paused' };
  if (columns) {
    flat.media_id = columns.media_id;
    flat.waveform = columns.waveform;
    flat.story = columns.story;
  }
  const events = await earned(trx, send, sender, columns?.pages);
  await insertRow(db, flat, trx);
  if (columns?.pages && columns.pages.audio.length > 0) {
    await trx
      .insertInto('message_story_audio')
      .values(columns.pages.audio.map((page) => ({ message_id: send.row.id, ...page })))
      .execute();
  }
  const seq = await logInsertedMessage(db, trx, send.row, sender.event_seq);
  const written: Written = { nickname: sender.nickname, seq };
  if (events.length > 0) written.events = events;
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
  return awardFor(trx, {
    profileId: send.row.profile_id,
    accountId: sender.account_id,
    kind: send.row.kind,
    promptId: send.row.prompt_id,
    createdAt: send.row.created_at,
    story: pages && { pageCount: pages.pageCount, recorded: pages.audio.length },
  });
}
