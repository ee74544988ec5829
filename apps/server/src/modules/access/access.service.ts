import type { AppContext } from '../../app-context.js';
import { precompiled } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isId, nowIso } from '../../lib/ids.js';
import type { ChildTexts } from '../../lib/texts/index.js';
import {
  actingParticipant,
  approvalsBetween,
  approvedContacts,
  CHILD_SESSION_ROUTES,
  childMayCall,
  hearersOf,
  liveSessionAccount,
  pairState,
  participatingProfiles,
  unapprovedParticipants,
  type Approvals,
  type PairMember,
  type Reader,
} from './access.policy.js';

export {
  CHILD_SESSION_ROUTES,
  childMayCall,
  pairState,
  type Approvals,
  type PairMember,
  type Reader,
};
export { childChangeRefusal, type ChildChange } from './child-changes.js';

export interface Principal {
  accountId: string;
  /** Set for a child session: the one profile it acts as. */
  childProfileId: string | null;
  tokenHash: string;
  /** When the session ends by itself; a live socket is closed then. */
  expiresAt: string;
}

// Both run on nearly every request: compiled once (see precompiled in db/database.ts).
const liveToken = precompiled((db: Db, p: { tokenHash: string; now: string }) =>
  liveSessionAccount(db, p.tokenHash, p.now).select(['t.expires_at', 't.profile_id']),
);
const participation = precompiled(
  (db: Db, p: { accountId: string; profileId: string; conversationId: string }) =>
    actingParticipant(db, { accountId: p.accountId }, p.profileId, p.conversationId)
      .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
      .select([
        'c.id',
        'c.title',
        'c.event_seq',
        'p.nickname',
        'p.kind',
        'p.language',
        'p.account_id',
        'pa.last_read_message_id',
        'c.created_by_profile_id',
      ]),
);

/** The account behind a hashed token that is neither revoked nor expired, or null. */
export async function principalForTokenHash(db: Db, tokenHash: string): Promise<Principal | null> {
  const [row] = await liveToken(db, { tokenHash, now: nowIso() });
  return row
    ? {
        accountId: row.account_id,
        childProfileId: row.profile_id,
        tokenHash,
        expiresAt: row.expires_at,
      }
    : null;
}

/** The conversation, when this account's profile takes part in it; undefined otherwise. */
export async function findParticipation(
  db: Db,
  accountId: string,
  profileId: string,
  conversationId: string,
) {
  if (!isId(profileId) || !isId(conversationId)) return undefined;
  const [row] = await participation(db, { accountId, profileId, conversationId });
  if (row) remember(db, { id: profileId, kind: row.kind, account_id: row.account_id });
  return row;
}

/** The same, or 404 whatever the reason: a stranger learns nothing from the answer. */
export async function requireParticipation(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
) {
  const found = await findParticipation(ctx.db, accountId, profileId, conversationId);
  if (!found) throw notFound();
  return found;
}

/**
 * The conversations (of those given) in which this profile must not hear or speak now: none for
 * an adult; for a child, those where someone waits for its parent's approval.
 */
export async function pausedAmong(
  db: Db,
  profileId: string,
  conversationIds: string[],
): Promise<Set<string>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select('pa.conversation_id')
    .where('pa.profile_id', '=', profileId)
    .where('p.kind', '=', 'child')
    .where('pa.conversation_id', 'in', conversationIds)
    .where(({ exists, ref }) =>
      exists(
        unapprovedParticipants(db, profileId, ref('pa.conversation_id')).select('o.profile_id'),
      ),
    )
    .execute();
  return new Set(rows.map((row) => row.conversation_id));
}

export async function isPaused(db: Db, profileId: string, conversationId: string) {
  return (await pausedAmong(db, profileId, [conversationId])).has(conversationId);
}

/** A child session was used: its device's "last seen", at most once a minute. */
export async function touchChildSession(db: Db, tokenHash: string, now = new Date()) {
  const at = now.toISOString();
  await db
    .updateTable('access_tokens')
    .set({ last_seen_at: at })
    .where('token_hash', '=', tokenHash)
    .where('profile_id', 'is not', null)
    .where((eb) =>
      eb.or([
        eb('last_seen_at', 'is', null),
        eb('last_seen_at', '<', new Date(now.getTime() - 60_000).toISOString()),
      ]),
    )
    .execute();
}

/** The profiles a child may hear from: its own family's and those approved for it. */
export async function heardProfiles(db: Db, childProfileId: string): Promise<Set<string>> {
  const rows = await approvedContacts(db, childProfileId).execute();
  return new Set(rows.map((row) => row.id));
}

/** Taking members out is the conversation creator's alone: 404 for strangers, 403 for others. */
export async function requireCreator(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  refusal: string,
) {
  const found = await requireParticipation(ctx, accountId, profileId, conversationId);
  if (found.created_by_profile_id !== profileId) throw new HttpError(403, 'forbidden', refusal);
  return found;
}

/** The approvals between `profileId` and `others`, either way, as `pairState` reads them. */
export async function approvalsAmong(
  db: Db,
  profileId: string,
  others: string[],
): Promise<Approvals> {
  const approvals: Approvals = new Map();
  if (others.length === 0) return approvals;
  for (const row of await approvalsBetween(db, profileId, others).execute()) {
    let approved = approvals.get(row.child_profile_id);
    if (!approved) approvals.set(row.child_profile_id, (approved = new Set()));
    approved.add(row.profile_id);
  }
  return approvals;
}

/**
 * Participants as `reader` may see them under the pairwise rule: a child whose parent has not
 * said yes to the reader is only "present and waiting", and someone a child may not hear yet is
 * "Someone new", whatever nickname they chose; both said in the reader's language (`texts`).
 */
export async function participantsSeenBy<P extends PairMember & { nickname: string }>(
  db: Db,
  reader: Reader,
  byConversation: Map<string, P[]>,
  texts: ChildTexts,
): Promise<Map<string, { id: string; nickname: string }[]>> {
  const all = [...byConversation.values()].flat();
  const me: PairMember = { id: reader.profileId, kind: reader.kind, account_id: reader.accountId };
  // Only a child on either side can make anyone unseen: most lists need no further read.
  const involved = reader.kind === 'child' || all.some((p) => p.kind === 'child');
  const others = [
    ...new Set(all.filter((p) => p.account_id !== reader.accountId).map((p) => p.id)),
  ];
  const approvals = involved ? await approvalsAmong(db, reader.profileId, others) : new Map();
  const seen = new Map<string, { id: string; nickname: string }[]>();
  for (const [conversationId, participants] of byConversation) {
    seen.set(
      conversationId,
      participants.map((p) => {
        const state = pairState(me, p, approvals);
        const nickname =
          state === 'unheard'
            ? texts.someoneNew
            : state === 'waiting'
              ? texts.waitingChild(p.nickname)
              : p.nickname;
        return { id: p.id, nickname };
      }),
    );
  }
  return seen;
}

/**
 * Those of `others` that `profileId` may not talk with face to face under the pairwise rule
 * (either side a child whose parent has not said yes to the other): a call, its ringing and
 * its signals are for pairs the rule lets hear each other.
 */
export async function unheardAmong(db: Db, profileId: string, others: string[]): Promise<string[]> {
  const ids = [...new Set(others.filter((id) => id !== profileId))];
  if (ids.length === 0) return [];
  const members = await db
    .selectFrom('profiles')
    .select(['id', 'kind', 'account_id'])
    .where('id', 'in', [profileId, ...ids])
    .execute();
  const me = members.find((m) => m.id === profileId);
  if (!me) return ids;
  const approvals = await approvalsAmong(db, profileId, ids);
  return ids.filter((id) => {
    const other = members.find((m) => m.id === id);
    return !other || pairState(me, other, approvals) !== 'heard';
  });
}

/** Profiles' kind and account never change: each instance reads them once (bounded). */
const KNOWN_PROFILES_MAX = 50_000;
const knownProfiles = new WeakMap<Db, Map<string, PairMember>>();

function remember(db: Db, member: PairMember): void {
  let known = knownProfiles.get(db);
  if (!known) knownProfiles.set(db, (known = new Map()));
  if (known.size >= KNOWN_PROFILES_MAX) known.clear();
  known.set(member.id, member);
}

async function pairMember(db: Db, profileId: string): Promise<PairMember | null> {
  const row = await db
    .selectFrom('profiles')
    .select(['id', 'kind', 'account_id'])
    .where('id', '=', profileId)
    .executeTakeFirst();
  if (row) remember(db, row);
  return row ?? null;
}

/**
 * Who may hear what `actorId` does in a conversation: undefined (everyone taking part) for an
 * adult, and for a child the participants `hearersOf` names. Read after the change committed,
 * so someone who joined meanwhile is not among them. An actor already known to be an adult is
 * answered at once, without a promise: announcements then go out in the same turn.
 */
export function pairAudience(
  db: Db,
  conversationId: string,
  actorId: string | undefined,
): Promise<string[] | undefined> | undefined {
  if (actorId === undefined) return undefined;
  const known = knownProfiles.get(db)?.get(actorId);
  // An assisted grandparent is heard as an adult is.
  if (known && known.kind !== 'child') return undefined;
  return (async () => {
    const actor = known ?? (await pairMember(db, actorId));
    if (actor?.kind !== 'child') return undefined;
    const rows = await hearersOf(db, conversationId, {
      id: actor.id,
      accountId: actor.account_id,
    }).execute();
    return rows.map((row) => row.id);
  })();
}

/**
 * Of these profiles, those every participant of the conversation may hear: an adult always
 * (a child that may not hear one is paused there); a child when `pairAudience` names everyone.
 */
export async function heardByEveryone(
  db: Db,
  conversationId: string,
  profileIds: string[],
): Promise<Set<string>> {
  const heard = new Set<string>();
  let everyone: string[] | undefined;
  for (const id of new Set(profileIds)) {
    const audience = await pairAudience(db, conversationId, id);
    if (!audience) {
      heard.add(id);
      continue;
    }
    everyone ??= (
      await participatingProfiles(db)
        .select('p.id')
        .where('pa.conversation_id', '=', conversationId)
        .execute()
    ).map((row) => row.id);
    if (everyone.every((p) => audience.includes(p))) heard.add(id);
  }
  return heard;
}

/**
 * Who may hear of a listen: a listen is a marker of the listener and of the message listened
 * to, so those `pairAudience` names for both (a stranger the sender, a child, has not said yes
 * to hears nothing of its message, listens included).
 */
export async function listenAudience(
  db: Db,
  conversationId: string,
  listenerId: string,
  messageId: string,
): Promise<string[] | undefined> {
  const message = await db
    .selectFrom('messages')
    .select('profile_id')
    .where('id', '=', messageId)
    .executeTakeFirst();
  const [listener, sender] = await Promise.all([
    pairAudience(db, conversationId, listenerId),
    pairAudience(db, conversationId, message?.profile_id),
  ]);
  if (!listener) return sender;
  return sender ? listener.filter((id) => sender.includes(id)) : listener;
}
