import { dialectOf } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { childsLastMessage, heardSender, mayTalk, participatingProfiles } from './access.policy.js';

export interface ChildChange {
  childProfileId: string;
  conversationId: string;
  messageId: string;
}

/**
 * Why a child session may not change this message, judged inside the change's transaction; null
 * when it may, or when the message is someone else's (the caller's "not your message" answers).
 * A message the child cannot see is not found: nothing at all while its conversation is paused,
 * and nothing from a sender not approved for it. Of its own messages, only the last one.
 */
export async function childChangeRefusal(
  trx: Db,
  change: ChildChange,
): Promise<'not_found' | 'not_last' | null> {
  const { childProfileId, conversationId, messageId } = change;
  // Every send to the conversation takes its row to number its event: holding it here first
  // means no send can slip in between this check and the change, so "last" stays last.
  if (dialectOf(trx) === 'postgres') {
    await trx
      .selectFrom('conversations')
      .select('id')
      .where('id', '=', conversationId)
      .forNoKeyUpdate()
      .execute();
  }
  const talking = await participatingProfiles(trx)
    .select('p.id')
    .where('pa.conversation_id', '=', conversationId)
    .where('pa.profile_id', '=', childProfileId)
    .where(mayTalk)
    .executeTakeFirst();
  const message = await trx
    .selectFrom('messages as m')
    .select('m.profile_id')
    .where('m.id', '=', messageId)
    .where('m.conversation_id', '=', conversationId)
    .where((eb) => heardSender(eb, childProfileId))
    .executeTakeFirst();
  if (!talking || !message) return 'not_found';
  if (message.profile_id !== childProfileId) return null;
  const last = await childsLastMessage(trx, childProfileId, conversationId).executeTakeFirst();
  return last?.id === messageId ? null : 'not_last';
}
