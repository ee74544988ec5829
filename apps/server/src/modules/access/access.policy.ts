import type { Expression, QueryCreator } from 'kysely';
import type { DatabaseSchema } from '../../db/schema.js';

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

/** Who is acting: a signed-in account, or the holder of a (hashed) token judged at `now`. */
export type Actor = { accountId: string } | { tokenHash: Value; now: string };

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
  return participatingProfiles(db)
    .where('pa.conversation_id', '=', conversationId)
    .where('pa.profile_id', '=', profileId)
    .where(
      'p.account_id',
      '=',
      'accountId' in actor ? actor.accountId : liveSessionAccount(db, actor.tokenHash, actor.now),
    );
}
