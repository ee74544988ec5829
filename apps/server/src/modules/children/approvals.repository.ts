import type { Db, NewRow } from '../../db/schema.js';
import { unapprovedParticipants } from '../access/access.policy.js';

/** Approves `profileIds` for the child; those already approved stay as they were. */
export async function approve(
  db: Db,
  childId: string,
  profileIds: string[],
  at: string,
): Promise<void> {
  if (profileIds.length === 0) return;
  await db
    .insertInto('contact_approvals')
    .values(
      profileIds.map((id) => ({ child_profile_id: childId, profile_id: id, approved_at: at })),
    )
    .onConflict((oc) => oc.columns(['child_profile_id', 'profile_id']).doNothing())
    .execute();
}

/** The children in the conversation (other than `exceptId`) with their accounts. */
export function childrenIn(db: Db, conversationId: string, exceptId: string) {
  return db
    .selectFrom('participants as pa')
    .innerJoin('profiles as p', 'p.id', 'pa.profile_id')
    .select(['p.id', 'p.account_id'])
    .where('pa.conversation_id', '=', conversationId)
    .where('pa.profile_id', '!=', exceptId)
    .where('p.kind', '=', 'child')
    .where('p.deleted_at', 'is', null)
    .execute();
}

/** Participants the child does not yet have approved in this conversation (the policy's rule). */
export async function unapprovedIn(db: Db, childId: string, conversationId: string) {
  return unapprovedParticipants(db, childId, conversationId)
    .select(['o.profile_id as id', 'op.nickname'])
    .execute();
}

export async function insertRequest(db: Db, row: NewRow<'approval_requests'>): Promise<boolean> {
  const result = await db
    .insertInto('approval_requests')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['child_profile_id', 'profile_id', 'conversation_id']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function approvedOf(db: Db, childId: string) {
  return db
    .selectFrom('contact_approvals as ca')
    .innerJoin('profiles as p', 'p.id', 'ca.profile_id')
    .select(['p.id', 'p.nickname'])
    .where('ca.child_profile_id', '=', childId)
    .where('p.deleted_at', 'is', null)
    .orderBy('ca.approved_at')
    .orderBy('p.id')
    .execute();
}

export function pendingOf(db: Db, childId: string) {
  return db
    .selectFrom('approval_requests as r')
    .innerJoin('profiles as p', 'p.id', 'r.profile_id')
    .innerJoin('conversations as c', 'c.id', 'r.conversation_id')
    .select([
      'r.id',
      'r.requested_at',
      'p.id as profile_id',
      'p.nickname',
      'c.id as conversation_id',
      'c.title',
    ])
    .where('r.child_profile_id', '=', childId)
    .orderBy('r.requested_at')
    .orderBy('r.id')
    .execute();
}

export function findRequest(db: Db, childId: string, requestId: string) {
  return db
    .selectFrom('approval_requests')
    .select(['id', 'profile_id', 'conversation_id'])
    .where('id', '=', requestId)
    .where('child_profile_id', '=', childId)
    .executeTakeFirst();
}

/** Forgets the child's requests about this person (approved: it holds in every conversation). */
export async function dropRequestsFor(db: Db, childId: string, profileId: string): Promise<void> {
  await db
    .deleteFrom('approval_requests')
    .where('child_profile_id', '=', childId)
    .where('profile_id', '=', profileId)
    .execute();
}

export async function dropRequestsIn(db: Db, childId: string, conversationId: string) {
  await db
    .deleteFrom('approval_requests')
    .where('child_profile_id', '=', childId)
    .where('conversation_id', '=', conversationId)
    .execute();
}

export async function removeParticipant(db: Db, conversationId: string, profileId: string) {
  const result = await db
    .deleteFrom('participants')
    .where('conversation_id', '=', conversationId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function revoke(db: Db, childId: string, profileId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('contact_approvals')
    .where('child_profile_id', '=', childId)
    .where('profile_id', '=', profileId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Conversations the child shares with this person. */
export async function sharedConversations(db: Db, childId: string, profileId: string) {
  return db
    .selectFrom('participants as a')
    .innerJoin('participants as b', 'b.conversation_id', 'a.conversation_id')
    .innerJoin('conversations as c', 'c.id', 'a.conversation_id')
    .select(['c.id', 'c.title'])
    .where('a.profile_id', '=', childId)
    .where('b.profile_id', '=', profileId)
    .execute();
}
