import type { Db, NewRow } from '../../db/schema.js';
import type { Expression } from 'kysely';
import type { ProfileKind } from '@hearth/shared';
import {
  liveSessionAccount,
  mayHear,
  mayTalk,
  participatingProfiles,
  profileColumns,
} from '../access/access.policy.js';
import { precompiled } from '../../db/database.js';

/**
 * One browser has one endpoint: subscribing again moves it to this session and profile, within
 * the account that holds it. Null, and nothing changed, when another account holds it. A session
 * holds one subscription, its newest, so a client cannot multiply the pushes it causes.
 */
export async function upsertSubscription(
  db: Db,
  row: NewRow<'push_subscriptions'>,
): Promise<string | null> {
  const { id: _id, created_at: _created, endpoint: _endpoint, ...changes } = row;
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) =>
        oc
          .column('endpoint')
          .doUpdateSet(changes)
          .where('push_subscriptions.account_id', '=', row.account_id),
      )
      .returning('id')
      .executeTakeFirst();
    if (!stored) return null;
    await trx
      .deleteFrom('push_subscriptions')
      .where('token_hash', '=', row.token_hash)
      .where('endpoint', '!=', row.endpoint)
      .execute();
    return stored.id;
  });
}

export async function deleteSubscriptionsOfSession(db: Db, tokenHash: string): Promise<number> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSubscription(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}

export async function previewsOf(db: Db, profileId: string): Promise<boolean> {
  const row = await db
    .selectFrom('push_settings')
    .select('previews')
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return row ? Number(row.previews) === 1 : true;
}

export async function setPreviews(db: Db, profileId: string, previews: boolean): Promise<void> {
  const value = previews ? 1 : 0;
  await db
    .insertInto('push_settings')
    .values({ profile_id: profileId, previews: value })
    .onConflict((oc) => oc.column('profile_id').doUpdateSet({ previews: value }))
    .execute();
}

export async function mutedConversations(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('push_mutes')
    .select('conversation_id')
    .where('profile_id', '=', profileId)
    .orderBy('conversation_id')
    .execute();
  return rows.map((r) => r.conversation_id);
}

export async function setMuted(db: Db, profileId: string, conversationId: string, muted: boolean) {
  if (!muted) {
    await db
      .deleteFrom('push_mutes')
      .where('profile_id', '=', profileId)
      .where('conversation_id', '=', conversationId)
      .execute();
    return;
  }
  await db
    .insertInto('push_mutes')
    .values({ profile_id: profileId, conversation_id: conversationId })
    .onConflict((oc) => oc.columns(['profile_id', 'conversation_id']).doNothing())
    .execute();
}

export async function markVisible(db: Db, socketId: string, tokenHash: string, until: string) {
  await db
    .insertInto('push_presence')
    .values({ socket_id: socketId, token_hash: tokenHash, visible_until: until })
    .onConflict((oc) => oc.column('socket_id').doUpdateSet({ visible_until: until }))
    .execute();
}

export async function renewVisible(db: Db, socketIds: string[], until: string): Promise<void> {
  if (socketIds.length === 0) return;
  await db
    .updateTable('push_presence')
    .set({ visible_until: until })
    .where('socket_id', 'in', socketIds)
    .execute();
}

export async function clearVisible(db: Db, socketId: string): Promise<void> {
  await db.deleteFrom('push_presence').where('socket_id', '=', socketId).execute();
}

export async function pruneExpired(db: Db, now: string, oldestPush: string): Promise<void> {
  await db.deleteFrom('push_presence').where('visible_until', '<', now).execute();
  await db.deleteFrom('push_outbox').where('created_at', '<', oldestPush).execute();
}

export async function enqueue(trx: Db, rows: NewRow<'push_outbox'>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('push_outbox')
    .values(rows)
    .onConflict((oc) => oc.columns(['subscription_id', 'stream', 'seq']).doNothing())
    .execute();
}

/** Pushes no instance is sending now, oldest first. */
export function duePushes(db: Db, now: string, limit: number) {
  return db
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
    .select(['o.id', 'o.topic', 'o.payload', 'o.attempts', 's.id as subscription_id'])
    .select(['s.endpoint', 's.p256dh', 's.auth'])
    .where((eb) => eb.or([eb('o.claimed_until', 'is', null), eb('o.claimed_until', '<', now)]))
    .orderBy('o.created_at')
    .orderBy('o.id')
    .limit(limit)
    .execute();
}

/** Takes a push for this instance until `until`; false when another instance has it. */
export async function claim(db: Db, id: string, now: string, until: string): Promise<boolean> {
  const result = await db
    .updateTable('push_outbox')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function sent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('push_outbox').where('id', '=', id).execute();
}

/** Whether any device at all asked for pushes: without one, the log is read without work. */
export async function anySubscription(db: Db): Promise<boolean> {
  return (
    (await db.selectFrom('push_subscriptions').select('id').limit(1).executeTakeFirst()) !==
    undefined
  );
}

/** What a push about this message says, and who sent it. */
const messageForPushQuery = precompiled((db: Db, a: { id: string }) =>
  db
    .selectFrom('messages as m')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('media as md', 'md.id', 'm.media_id')
    .select(['m.id', 'm.conversation_id', 'm.kind', 'm.content', 'm.profile_id', 'p.nickname'])
    .select(['p.account_id', 'p.kind as sender_kind'])
    .select(['c.title', 'md.duration_ms', 'm.story'])
    .select((eb) =>
      eb
        .selectFrom('message_media as mm')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .whereRef('mm.message_id', '=', 'm.id')
        .as('media_count'),
    )
    .where('m.id', '=', a.id),
);

/**
 * The subscriptions a message in a conversation rings (each with its profile's language and
 * previews, which the push's text follows): those of profiles taking part in it, on
 * live sessions of other accounts than the sender's, not muted there, and on devices with no
 * visible Hearth tab at `now`; a child's only while the conversation is not paused for it and
 * the sender is one it may hear. A child's own device (a child session, which signs in to the
 * parent's account) also rings for its family's messages, never for its own.
 */
const recipientsQuery = precompiled(
  (
    db: Db,
    a: {
      conversation_id: string;
      sender_account_id: string;
      sender_profile_id: string;
      sender_kind: string;
      now: string;
    },
  ) =>
    participatingProfiles(db)
      .innerJoin('push_subscriptions as s', 's.profile_id', 'pa.profile_id')
      .leftJoin('push_settings as ps', 'ps.profile_id', 's.profile_id')
      .select(['s.id', 's.profile_id', 'ps.previews'])
      .select(['p.kind', 'p.language', 'p.quiet_start', 'p.quiet_end', 'p.quiet_time_zone'])
      .where('pa.conversation_id', '=', a.conversation_id)
      // The pairwise rule: a child's devices hear nothing of a conversation that waits for a yes,
      .where(mayTalk)
      // and the pairwise rule both ways: nobody rings for a child that has not approved them,
      // nor a child for a sender it may not hear (even one who left before the push went out).
      .where((eb) =>
        mayHear(eb, profileColumns('p'), {
          id: a.sender_profile_id,
          kind: eb.val(a.sender_kind) as Expression<ProfileKind>,
          accountId: a.sender_account_id,
        }),
      )
      .where((eb) =>
        eb.or([
          eb('s.account_id', '!=', a.sender_account_id),
          eb.and([
            eb('s.profile_id', '!=', a.sender_profile_id),
            eb.exists(
              eb
                .selectFrom('access_tokens as ct')
                .select('ct.token_hash')
                .whereRef('ct.token_hash', '=', 's.token_hash')
                .whereRef('ct.profile_id', '=', 's.profile_id'),
            ),
          ]),
        ]),
      )
      .where((eb) => eb('s.account_id', '=', liveSessionAccount(db, eb.ref('s.token_hash'), a.now)))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('push_mutes as mu')
              .select('mu.profile_id')
              .whereRef('mu.profile_id', '=', 's.profile_id')
              .where('mu.conversation_id', '=', a.conversation_id),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('push_presence as pr')
              .select('pr.socket_id')
              .whereRef('pr.token_hash', '=', 's.token_hash')
              .where('pr.visible_until', '>', a.now),
          ),
        ),
      ),
);

// Both run for every message while devices are subscribed: compiled once, as the send's are.
// `db` compiles (and caches); `trx`, the consumer's transaction, runs them.
export async function messageForPush(db: Db, trx: Db, messageId: string) {
  const [row] = await messageForPushQuery(db, { id: messageId }, trx);
  return row;
}

export function recipients(
  db: Db,
  trx: Db,
  message: {
    conversationId: string;
    senderAccountId: string;
    senderProfileId: string;
    senderKind: ProfileKind;
  },
  now: string,
) {
  const args = {
    conversation_id: message.conversationId,
    sender_account_id: message.senderAccountId,
    sender_profile_id: message.senderProfileId,
    sender_kind: message.senderKind,
    now,
  };
  return recipientsQuery(db, args, trx);
}

/** The approval request, while it still waits for the parent, with the child it is for. */
export function pendingApproval(trx: Db, requestId: string, childProfileId: string) {
  return trx
    .selectFrom('approval_requests as r')
    .innerJoin('profiles as c', 'c.id', 'r.child_profile_id')
    .select('c.nickname as child_nickname')
    .where('r.id', '=', requestId)
    .where('r.child_profile_id', '=', childProfileId)
    .where('c.deleted_at', 'is', null)
    .executeTakeFirst();
}

/**
 * The account's grown-up devices: subscriptions of its live sessions that are not a child's
 * (kid mode, a device link), used as one of its adult profiles (with that profile's language).
 */
export function adultDevices(trx: Db, accountId: string, now: string) {
  return trx
    .selectFrom('push_subscriptions as s')
    .innerJoin('profiles as p', 'p.id', 's.profile_id')
    .select(['s.id', 's.profile_id', 'p.language'])
    .where('s.account_id', '=', accountId)
    .where('p.kind', '=', 'adult')
    .where('p.deleted_at', 'is', null)
    .where((eb) =>
      eb(
        's.account_id',
        '=',
        liveSessionAccount(trx, eb.ref('s.token_hash'), now).where('t.profile_id', 'is', null),
      ),
    )
    .execute();
}

/** The call, while it is live, with its caller and conversation as a ring push names them. */
export function liveCallForPush(trx: Db, callId: string) {
  return trx
    .selectFrom('calls as ca')
    .innerJoin('profiles as p', 'p.id', 'ca.started_by')
    .innerJoin('conversations as c', 'c.id', 'ca.conversation_id')
    .select(['ca.id', 'ca.conversation_id', 'ca.started_by', 'ca.video', 'c.title'])
    .select(['p.nickname', 'p.account_id', 'p.kind as sender_kind'])
    .where('ca.id', '=', callId)
    .where('ca.ended_at', 'is', null)
    .executeTakeFirst();
}

/** The profiles that joined or declined the call already: their devices do not ring. */
export async function placedInCall(trx: Db, callId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('call_participants')
    .select('profile_id')
    .where('call_id', '=', callId)
    .where('state', 'in', ['joined', 'declined'])
    .execute();
  return rows.map((row) => row.profile_id);
}
