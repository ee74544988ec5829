import type { Db } from '../../db/schema.js';

export async function insertInvite(
  db: Db,
  row: {
    id: string;
    conversation_id: string;
    created_by_profile_id: string;
    token_hash: string;
    created_at: string;
    expires_at: string;
  },
): Promise<void> {
  await db.insertInto('invites').values(row).execute();
}

export function findInviteByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('invites as i')
    .innerJoin('conversations as c', 'c.id', 'i.conversation_id')
    .select(['i.conversation_id', 'i.expires_at', 'c.title'])
    .where('i.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function addParticipant(
  db: Db,
  conversationId: string,
  profileId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('participants')
    .values({
      conversation_id: conversationId,
      profile_id: profileId,
      joined_at: at,
      last_read_message_id: null,
    })
    .execute();
}
