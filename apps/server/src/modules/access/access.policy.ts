import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type QueryCreator,
  type SqlBool,
} from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';
import type { Language, ProfileKind } from '@hearth/shared';

/**
 * Who may act, written once. Every route, the realtime connection, the invite paths and every
 * write compose these queries (as subqueries or as the start of their own), so a change to a
 * rule is a change here. Each is a Kysely query so that it can also run inside one statement
 * with the write it guards: a check made before the write and a write made after it could see
 * different worlds.
 */
type Q = QueryCreator<DatabaseSchema>;
/** A value, or a column of an enclosing query (a batch of sends checks each of its rows). */
type Value = string | Expression<string>;

/**
 * Who is acting: a signed-in account (`childProfileId` set for a child session, which acts as
 * that one profile only), or the holder of a (hashed) token judged at `now`.
 */
export type Actor =
  { accountId: string; childProfileId?: string | null } | { tokenHash: Value; now: string };

/** The account behind a live session token: neither revoked nor expired at `now`. */
export function liveSessionAccount(db: Q, tokenHash: Value, now: string) {
  return db
    .selectFrom('access_tokens as t')
    .select('t.account_id')
    .where('t.token_hash', '=', tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now);
}

/** Profiles in use (not deleted) as participants; `pa` and `p` are the aliases to extend. */
export function participatingProfiles(db: Q) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .where('p.deleted_at', 'is', null);
}

/**
 * Those of `ids` (other profiles in use) that share a conversation with the profile now: whom
 * its auto-answer list and its frame's call buttons may name.
 */
export function sharingConversationWith(db: Q, profileId: string, ids: string[]) {
  return db
    .selectFrom('participants as mine')
    .innerJoin('participants as theirs', 'theirs.conversation_id', 'mine.conversation_id')
    .innerJoin('profiles as p', 'p.id', 'theirs.profile_id')
    .select('theirs.profile_id')
    .distinct()
    .where('mine.profile_id', '=', profileId)
    .where('theirs.profile_id', 'in', ids)
    .where('theirs.profile_id', '!=', profileId)
    .where('p.deleted_at', 'is', null);
}

/** The account's profiles in use: the only profiles a session may act as. */
export function ownProfiles(db: Q, accountId: string) {
  return db
    .selectFrom('profiles as p')
    .where('p.account_id', '=', accountId)
    .where('p.deleted_at', 'is', null);
}

/**
 * The actor's profile `profileId` taking part in `conversationId`: one row when it may act
 * there, none otherwise (whatever the reason, so that callers answer 404 alike).
 */
export function actingParticipant(db: Q, actor: Actor, profileId: Value, conversationId: string) {
  const query = participatingProfiles(db)
    .where('pa.conversation_id', '=', conversationId)
    .where('pa.profile_id', '=', profileId);
  if (!('accountId' in actor)) {
    // A child session's token acts as its own profile only.
    const session = liveSessionAccount(db, actor.tokenHash, actor.now).where((eb) =>
      eb.or([eb('t.profile_id', 'is', null), eb('t.profile_id', '=', sql.ref<string>('p.id'))]),
    );
    return query.where('p.account_id', '=', session);
  }
  const own = query.where('p.account_id', '=', actor.accountId);
  return actor.childProfileId ? own.where('p.id', '=', actor.childProfileId) : own;
}

/**
 * The pairwise rule for children. A child profile hears and speaks in a conversation only while
 * every other participant is approved for it: its own account's profiles implicitly, everyone
 * else by a row in `contact_approvals` (made for those present when the parent added it, and by
 * the parent's yes afterwards). These are the participants still waiting for that yes.
 */
export function unapprovedParticipants(db: Q, childProfileId: Value, conversationId: Value) {
  return db
    .selectFrom('participants as o')
    .innerJoin('profiles as op', 'op.id', 'o.profile_id')
    .where('o.conversation_id', '=', conversationId)
    .where('o.profile_id', '!=', childProfileId)
    .where(
      'op.account_id',
      '!=',
      db.selectFrom('profiles as cp').select('cp.account_id').where('cp.id', '=', childProfileId),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('contact_approvals as ca')
            .select('ca.profile_id')
            .where('ca.child_profile_id', '=', childProfileId)
            .whereRef('ca.profile_id', '=', 'o.profile_id'),
        ),
      ),
    );
}

/**
 * True (as SQL) when the profile aliased `p` may hear and speak in the conversation of `pa`:
 * an adult (or an assisted grandparent, an adult in every rule) always, a child only while no
 * participant waits for approval.
 */
export function mayTalk(eb: ExpressionBuilder<Scope, 'p' | 'pa'>) {
  return eb.or([
    eb('p.kind', '!=', 'child'),
    eb.not(
      eb.exists(
        unapprovedParticipants(
          eb as unknown as Q,
          eb.ref('p.id'),
          eb.ref('pa.conversation_id'),
        ).select('o.profile_id'),
      ),
    ),
  ]);
}
type Scope = DatabaseSchema & { p: DatabaseSchema['profiles']; pa: DatabaseSchema['participants'] };

/** The acting participant, when it may also speak there now: every send's check. */
export function speakingParticipant(db: Q, actor: Actor, profileId: Value, conversationId: string) {
  return actingParticipant(db, actor, profileId, conversationId).where(mayTalk);
}

/**
 * Every reason a send is refused, each answered with its own status and text (the pipeline's
 * `refusalError`). The write returns one instead of storing, so nobody asks the database again.
 */
export type SendRefusal = {
  refused:
    | 'unauthorized'
    | 'not_found'
    | 'quiet_hours'
    | 'paused'
    | 'media_not_yours'
    | 'media_used'
    | 'media_expired'
    | 'story_unknown'
    | 'page_unknown'
    | 'photos_not_yours'
    | 'photo_used'
    | 'video_not_yours'
    | 'video_used'
    | 'poster_not_yours'
    | 'upload_expired'
    | 'photos_off'
    | 'reply_not_found';
};

/**
 * What a send's check needs to know about its sender, in one row read with the write: the live
 * token's account, the profile it acts as (null when not its own), whether that profile takes
 * part (`participant`) and may speak now (`talks`), its quiet hours, its language (a read-aloud
 * copies a built-in story in it) and the stream's counter.
 * No row: the token is not live.
 */
export function senderFacts(
  db: Q,
  actor: { tokenHash: Value; now: string },
  profileId: Value,
  conversationId: string,
) {
  return db
    .selectFrom('access_tokens as t')
    .leftJoin('profiles as p', (join) =>
      join
        .on('p.id', '=', profileId)
        .on('p.deleted_at', 'is', null)
        .onRef('p.account_id', '=', 't.account_id')
        // A child session's token acts as its own profile only.
        .on((eb) =>
          eb.or([eb('t.profile_id', 'is', null), eb('t.profile_id', '=', eb.ref('p.id'))]),
        ),
    )
    .leftJoin('participants as pa', (join) =>
      join.onRef('pa.profile_id', '=', 'p.id').on('pa.conversation_id', '=', conversationId),
    )
    .select(['t.account_id', 'pa.profile_id as participant', 'p.nickname', 'p.kind', 'p.language'])
    .select(['p.quiet_start', 'p.quiet_end', 'p.quiet_time_zone', 'p.photos_allowed'])
    .select((eb) => [
      // CASE, not OR: a selected OR evaluates both sides, and an adult needs no approvals read.
      sql<SqlBool>`case when ${eb.ref('p.kind')} <> ${'child'} then ${sql.lit(true)} else ${mayTalk(
        eb as unknown as ExpressionBuilder<Scope, 'p' | 'pa'>,
      )} end`.as('talks'),
      eb
        .selectFrom('conversations as c')
        .select('c.event_seq')
        .where('c.id', '=', conversationId)
        .as('event_seq'),
    ])
    .where('t.token_hash', '=', actor.tokenHash)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', actor.now);
}

/** The sender's facts as read, for the checks that follow. */
export type SenderFacts = {
  account_id: string;
  participant: string | null;
  nickname: string | null;
  kind: ProfileKind | null;
  language: Language | null;
  quiet_start: string | null;
  quiet_end: string | null;
  quiet_time_zone: string | null;
  photos_allowed: number | null;
  talks: unknown;
  event_seq: number | null;
};

/**
 * Whether this sender may send photos and videos: a grown-up always, a child unless its parent
 * turned it off (its dashboard's switch). Seeing them follows the pairwise rule alone.
 */
export function maySharePictures(sender: Pick<SenderFacts, 'kind' | 'photos_allowed'>): boolean {
  return sender.kind !== 'child' || Number(sender.photos_allowed ?? 1) === 1;
}

/**
 * Messages a child may see: from its own account's profiles and from those approved for it. A
 * message sent while the conversation waited is shown once its sender is approved; one from a
 * sender never approved is never shown, even after that sender has left.
 */
export function heardSender(
  eb: ExpressionBuilder<DatabaseSchema & { m: DatabaseSchema['messages'] }, 'm'>,
  childProfileId: string,
) {
  return eb.or([
    eb(
      'm.profile_id',
      'in',
      eb
        .selectFrom('profiles as sp')
        .select('sp.id')
        .where(
          'sp.account_id',
          '=',
          eb
            .selectFrom('profiles as cp')
            .select('cp.account_id')
            .where('cp.id', '=', childProfileId),
        ),
    ),
    eb(
      'm.profile_id',
      'in',
      eb
        .selectFrom('contact_approvals as ca')
        .select('ca.profile_id')
        .where('ca.child_profile_id', '=', childProfileId),
    ),
  ]);
}

/** Who reads: the pairwise rule needs the reader's profile, its account and its kind. */
export interface Reader {
  profileId: string;
  accountId: string;
  kind: ProfileKind;
}

/** One side of a pair: a profile's id, kind and account, as values or as the query's columns. */
export interface PairRefs {
  id: Value;
  kind: ProfileKind | Expression<ProfileKind>;
  accountId: Value;
}

/** The reader as one side of a pair. */
export const readerRefs = (reader: Reader): PairRefs => ({
  id: reader.profileId,
  kind: reader.kind,
  accountId: reader.accountId,
});

/** One side of a pair known by its id alone: its kind and account read in the same query. */
/** The pairwise rule's side for a profile row joined as `alias` in the caller's query. */
export function profileColumns(alias: string): PairRefs {
  return {
    id: sql.ref<string>(`${alias}.id`),
    kind: sql.ref<ProfileKind>(`${alias}.kind`),
    accountId: sql.ref<string>(`${alias}.account_id`),
  };
}

export function profileRefs(db: Q, profileId: Value): PairRefs {
  const of = db.selectFrom('profiles as rp').where('rp.id', '=', profileId);
  return {
    id: profileId,
    kind: of.select('rp.kind') as unknown as Expression<ProfileKind>,
    accountId: of.select('rp.account_id') as unknown as Expression<string>,
  };
}

/**
 * The pairwise rule, both ways: a reader and a sender hear each other when they are of one
 * family, or when each child among them has the other approved by its parent. A stranger hears
 * nothing of a child that has not said yes to them, and the child nothing of the stranger, on
 * every path that shows content. (`pairState` is the same rule on rows already read.)
 */
export function mayHear<DB, TB extends keyof DB>(
  outer: ExpressionBuilder<DB, TB>,
  reader: PairRefs,
  sender: PairRefs,
): Expression<SqlBool> {
  // The sides' columns come from the caller's query; the rest reads the policy's tables.
  const eb = outer as unknown as ExpressionBuilder<DatabaseSchema, never>;
  const value = (x: Value) => (typeof x === 'string' ? eb.val(x) : x);
  const approvedBy = (childId: Value, profileId: Value) =>
    eb.exists(
      eb
        .selectFrom('contact_approvals as hca')
        .select('hca.profile_id')
        .where('hca.child_profile_id', '=', childId)
        .where('hca.profile_id', '=', profileId),
    );
  // A side that is a child must have approved the other; a known adult (or assisted) needs nothing.
  const approves = (side: PairRefs, other: PairRefs) =>
    typeof side.kind === 'string'
      ? side.kind !== 'child'
        ? []
        : [approvedBy(side.id, other.id)]
      : [eb.or([eb(side.kind, '!=', 'child'), approvedBy(side.id, other.id)])];
  const both = [...approves(reader, sender), ...approves(sender, reader)];
  if (both.length === 0) return eb.lit(true);
  return eb.or([eb(value(sender.accountId), '=', value(reader.accountId)), eb.and(both)]);
}

/** `mayHear` for a reader known in advance and a sender profile among the query's columns. */
export function hearsSender<DB, TB extends keyof DB>(
  outer: ExpressionBuilder<DB, TB>,
  reader: Reader,
  sender: PairRefs,
): Expression<SqlBool> {
  return mayHear(outer, readerRefs(reader), sender);
}

/**
 * What a profile may read across its conversations now (the album, search): the pairwise rule's
 * reader, nothing after `until` (a child in quiet hours), and one conversation or all of them.
 */
export interface ReadScope extends Reader {
  until: string | null;
  conversationId: string | null;
}

/**
 * The messages the scope may read, as `m` with their conversation `c` and sender `p`: the
 * message read's rules composed once (taking part now, the pairwise rule on the sender, a
 * child's paused conversations and quiet hours, deleted messages left out).
 */
export function readableMessages(db: Q, scope: ReadScope) {
  let query = db
    .selectFrom('messages as m')
    .innerJoin('participants as pa', (join) =>
      join
        .onRef('pa.conversation_id', '=', 'm.conversation_id')
        .on('pa.profile_id', '=', scope.profileId),
    )
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('profiles as p', 'p.id', 'm.profile_id')
    .where('m.deleted_at', 'is', null)
    .where((eb) => hearsSender(eb, scope, profileColumns('p')));
  if (scope.kind === 'child') {
    // A child waiting for a grown-up's yes in a conversation reads nothing of it.
    query = query.where(({ not, exists, ref }) =>
      not(
        exists(
          unapprovedParticipants(db, scope.profileId, ref('m.conversation_id')).select(
            'o.profile_id',
          ),
        ),
      ),
    );
  }
  if (scope.until) query = query.where('m.created_at', '<', scope.until);
  if (scope.conversationId) query = query.where('m.conversation_id', '=', scope.conversationId);
  return query;
}

/**
 * The participants of a conversation who may hear the child `childId` (its family, and those
 * its parent approved that, a child themselves, have it approved too): a child's live events go
 * to them only.
 */
export function hearersOf(db: Q, conversationId: string, child: { id: string; accountId: string }) {
  return participatingProfiles(db)
    .select('p.id')
    .where('pa.conversation_id', '=', conversationId)
    .where((eb) =>
      mayHear(eb, profileColumns('p'), { id: child.id, kind: 'child', accountId: child.accountId }),
    );
}

/** Someone the pairwise rule is asked about: a profile with its kind and account. */
export interface PairMember {
  id: string;
  kind: ProfileKind;
  account_id: string;
}

/** `child_profile_id` → the profiles approved for it (the rows of `contact_approvals` read). */
export type Approvals = Map<string, Set<string>>;

/**
 * The same rule as `hearsSender`, on rows already read: whether the reader hears `other`
 * (`unheard`: the reader is a child whose parent has not said yes to them), whether `other` is
 * a child whose parent has not said yes to the reader (`waiting`), or neither (`heard`).
 */
export function pairState(
  reader: PairMember,
  other: PairMember,
  approvals: Approvals,
): 'heard' | 'unheard' | 'waiting' {
  if (other.account_id === reader.account_id) return 'heard';
  if (reader.kind === 'child' && !approvals.get(reader.id)?.has(other.id)) return 'unheard';
  if (other.kind === 'child' && !approvals.get(other.id)?.has(reader.id)) return 'waiting';
  return 'heard';
}

/** The approvals between one profile and others, either way: what `pairState` reads. */
export function approvalsBetween(db: Q, profileId: string, others: string[]) {
  return db
    .selectFrom('contact_approvals as ca')
    .select(['ca.child_profile_id', 'ca.profile_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('ca.child_profile_id', '=', profileId), eb('ca.profile_id', 'in', others)]),
        eb.and([eb('ca.profile_id', '=', profileId), eb('ca.child_profile_id', 'in', others)]),
      ]),
    );
}

/** The ids of the profiles a child may hear from: its own account's and those approved for it. */
export function approvedContacts(db: Q, childProfileId: Value) {
  return db
    .selectFrom('profiles as sp')
    .select('sp.id')
    .where(
      'sp.account_id',
      '=',
      db.selectFrom('profiles as cp').select('cp.account_id').where('cp.id', '=', childProfileId),
    )
    .union(
      db
        .selectFrom('contact_approvals as ca')
        .select('ca.profile_id as id')
        .where('ca.child_profile_id', '=', childProfileId),
    );
}

/**
 * The one message a child may change (edit or delete): its own last message in a conversation,
 * that is the newest message this profile sent there that is not deleted. Ids are time-ordered
 * (UUIDv7), so the newest is the greatest id, as the conversation's pages order it. Once it is
 * deleted, the one before it becomes the last.
 */
export function childsLastMessage(db: Q, childProfileId: Value, conversationId: Value) {
  return db
    .selectFrom('messages as lm')
    .select('lm.id')
    .where('lm.conversation_id', '=', conversationId)
    .where('lm.profile_id', '=', childProfileId)
    .where('lm.deleted_at', 'is', null)
    .orderBy('lm.id', 'desc')
    .limit(1);
}

const REACTION_ROUTE =
  '/api/v1/profiles/:profileId/conversations/:id/messages/:messageId/reactions/:emoji';

/**
 * What a one-profile session (a child's, an assisted grandparent's tablet) may call, by route,
 * each with the route parameter that must name its own profile (null: none names a profile).
 * Everything else answers 403: a route added later is refused to them until it is listed here.
 */
export const CHILD_SESSION_ROUTES: ReadonlyMap<string, string | null> = new Map([
  ['GET /api/v1/auth/me', null],
  ['POST /api/v1/auth/unlock', null],
  ['GET /api/v1/profiles', null],
  ['GET /api/v1/profiles/:profileId/conversations', 'profileId'],
  ['GET /api/v1/profiles/:profileId/conversations/:id', 'profileId'],
  // The family album: the child's own, under the same rules as its conversations.
  ['GET /api/v1/profiles/:profileId/album', 'profileId'],
  // Search: the child's own, under the same rules as its conversations.
  ['GET /api/v1/profiles/:profileId/search', 'profileId'],
  ['POST /api/v1/profiles/:profileId/conversations/:id/read', 'profileId'],
  ['POST /api/v1/profiles/:profileId/conversations/:id/messages', 'profileId'],
  ['POST /api/v1/profiles/:profileId/conversations/:id/media', 'profileId'],
  ['POST /api/v1/profiles/:profileId/conversations/:id/messages/:messageId/played', 'profileId'],
  // Reactions follow the pairwise rule as messages do (checked by the reactions service).
  [`PUT ${REACTION_ROUTE}`, 'profileId'],
  [`DELETE ${REACTION_ROUTE}`, 'profileId'],
  // Its own last message only (childsLastMessage, checked inside the change's transaction).
  ['PATCH /api/v1/profiles/:profileId/conversations/:id/messages/:messageId', 'profileId'],
  ['DELETE /api/v1/profiles/:profileId/conversations/:id/messages/:messageId', 'profileId'],
  // "Tell a grown-up" about a message the child can see.
  ['POST /api/v1/profiles/:profileId/conversations/:id/messages/:messageId/report', 'profileId'],
  // A story prompt sent as a question ("Tell me about where you grew up!").
  ['GET /api/v1/story_prompts', null],
  // Calls, with those its parent approved only (checked by the calls service on every path).
  ['POST /api/v1/profiles/:profileId/conversations/:id/calls', 'profileId'],
  ['POST /api/v1/profiles/:profileId/conversations/:id/calls/:callId/join', 'profileId'],
  ['POST /api/v1/profiles/:profileId/conversations/:id/calls/:callId/leave', 'profileId'],
  ['POST /api/v1/profiles/:profileId/conversations/:id/calls/:callId/decline', 'profileId'],
  // Its own settings (easy mode, the frame): read here, 404 for another profile; a change
  // reaches the service only to be told the family makes it (familyOnly).
  ['GET /api/v1/profiles/:profileId/settings', null],
  ['PATCH /api/v1/profiles/:profileId/settings', null],
  // Whose calls it answers by itself (an assisted tablet's frame); set by the family only.
  ['GET /api/v1/profiles/:profileId/auto_answer', 'profileId'],
  // The child's own device rings for the child's profile only (checked where it subscribes).
  ['POST /api/v1/push/subscriptions', null],
  ['DELETE /api/v1/push/subscriptions', null],
]);

/** Whether a child session acting as `childProfileId` may make this call. */
export function childMayCall(
  childProfileId: string,
  method: string,
  url: string | undefined,
  params: unknown,
): boolean {
  if (!url || !CHILD_SESSION_ROUTES.has(`${method} ${url}`)) return false;
  const param = CHILD_SESSION_ROUTES.get(`${method} ${url}`);
  if (!param) return true;
  return (params as Record<string, unknown> | undefined)?.[param] === childProfileId;
}
