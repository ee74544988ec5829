import type { Language, Profile, ProfileKind } from '@hearth/shared';
import { precompiled } from '../../db/database.js';
import type { Db, NewRow } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { ownProfiles } from '../access/access.policy.js';
import { lockRow } from '../../db/row-locks.js';

// Built once: every login reads it too (for the user's first profile).
const profilesOf = precompiled((db: Db, a: { accountId: string }) =>
  ownProfiles(db, a.accountId)
    .select(['p.id', 'p.nickname', 'p.kind', 'p.language'])
    .orderBy('p.created_at')
    .orderBy('p.id'),
);

export function listProfiles(db: Db, accountId: string): Promise<Profile[]> {
  return profilesOf(db, { accountId });
}

export async function countProfiles(db: Db, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('profiles')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The profile only when it belongs to the account and is in use: the root of every scope check. */
export async function findOwnedProfile(
  db: Db,
  accountId: string,
  profileId: string,
): Promise<Profile | undefined> {
  if (!isId(profileId)) return undefined;
  return ownProfiles(db, accountId)
    .select(['p.id', 'p.nickname', 'p.kind', 'p.language'])
    .where('p.id', '=', profileId)
    .executeTakeFirst();
}

/**
 * Inserts the profile unless the account already has `cap` of them: the kind it was given, or
 * `full` (at the cap) or `no_adult` (an assisted profile asked for before the adult's own). The
 * account row is locked first so that concurrent creations count one after another (PostgreSQL
 * let several through at once; SQLite transactions already run one at a time).
 */
export async function insertProfileWithinCap(
  db: Db,
  row: Pick<NewRow<'profiles'>, 'id' | 'account_id' | 'nickname' | 'language' | 'created_at'>,
  cap: number,
  asked?: 'assisted',
): Promise<ProfileKind | 'full' | 'no_adult'> {
  return db.transaction().execute(async (trx) => {
    await lockRow(trx, 'accounts', row.account_id);
    if ((await countProfiles(trx, row.account_id)) >= cap) return 'full';
    // The first-time setup makes the adult's own profile; "Add Child Profile" makes children;
    // an assisted profile (a grandparent's tablet) is added beside the adult's own.
    const adult = await ownProfiles(trx, row.account_id)
      .select('p.id')
      .where('p.kind', '=', 'adult')
      .executeTakeFirst();
    if (asked && !adult) return 'no_adult';
    const kind: ProfileKind = asked ?? (adult ? 'child' : 'adult');
    await trx
      .insertInto('profiles')
      .values({ ...row, kind, deleted_at: null })
      .execute();
    return kind;
  });
}

/** Sets what the update names (a nickname, a language or both) and leaves the rest. */
export async function updateProfile(
  db: Db,
  profileId: string,
  changes: { nickname?: string; language?: Language },
): Promise<void> {
  await db.updateTable('profiles').set(changes).where('id', '=', profileId).execute();
}

/**
 * Takes the profile out of every conversation; its past messages keep their sender's name. The
 * invite links it shared stop working with it: no one should join a family on the word of a
 * profile that is gone.
 */
export async function retireProfile(trx: Db, profileId: string, at: string): Promise<string[]> {
  {
    const left = await trx
      .selectFrom('participants')
      .select('conversation_id')
      .where('profile_id', '=', profileId)
      .execute();
    await trx.deleteFrom('participants').where('profile_id', '=', profileId).execute();
    await trx.deleteFrom('invites').where('created_by_profile_id', '=', profileId).execute();
    // Its settings name people and conversations: they go with it.
    await trx.deleteFrom('profile_settings').where('profile_id', '=', profileId).execute();
    await trx.updateTable('profiles').set({ deleted_at: at }).where('id', '=', profileId).execute();
    return left.map((row) => row.conversation_id);
  }
}

export async function conversationIdsOf(db: Db, profileId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('participants')
    .select('conversation_id')
    .where('profile_id', '=', profileId)
    .execute();
  return rows.map((row) => row.conversation_id);
}
