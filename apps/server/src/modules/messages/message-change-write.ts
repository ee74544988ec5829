import type { Db } from '../../db/schema.js';
import { actingParticipant } from '../access/access.policy.js';
import { childChangeRefusal } from '../access/access.service.js';
import { conversationStream, logEvent } from '../events/events.service.js';
import { kindOf } from './kinds/registry.js';
import { eraseMessageContent } from './message-erase.js';

/** A sender's change to a message of theirs: its deletion, or new text. */
export type MessageChange =
  | { kind: 'delete'; at: string }
  | { kind: 'edit'; content: string; at: string; editableAfter: string };

export type ChangeOutcome =
  | { ok: true; seq: number }
  | { ok: false; reason: 'not_found' | 'not_sender' | 'not_last' | 'not_text' | 'too_late' };

/**
 * Changes a message as its sender, with its event, in one transaction. The account's profile
 * must still take part (the access policy) and have sent it; a child session, only its last
 * one. A deleted message loses its text, its recording and who played it; the row stays so
 * that the thread keeps its order.
 */
export async function changeMessage(
  db: Db,
  who: {
    accountId: string;
    childProfileId: string | null;
    profileId: string;
    conversationId: string;
    messageId: string;
  },
  change: MessageChange,
): Promise<ChangeOutcome> {
  return db.transaction().execute(async (trx) => {
    const acting = await actingParticipant(
      trx,
      { accountId: who.accountId, childProfileId: who.childProfileId },
      who.profileId,
      who.conversationId,
    )
      .select(['p.id', 'p.kind'])
      .executeTakeFirst();
    const message = await trx
      .selectFrom('messages')
      .select(['profile_id', 'kind', 'created_at', 'deleted_at', 'media_id'])
      .where('id', '=', who.messageId)
      .where('conversation_id', '=', who.conversationId)
      .executeTakeFirst();
    if (!acting || !message || message.deleted_at) return { ok: false, reason: 'not_found' };
    // A child's own rules; an assisted grandparent's tablet changes messages as an adult does.
    const child =
      who.childProfileId && acting.kind === 'child'
        ? await childChangeRefusal(trx, { ...who, childProfileId: who.childProfileId })
        : null;
    if (child === 'not_found') return { ok: false, reason: 'not_found' };
    if (message.profile_id !== who.profileId) return { ok: false, reason: 'not_sender' };
    if (child === 'not_last') return { ok: false, reason: 'not_last' };
    if (change.kind === 'edit') {
      if (!kindOf(message.kind).editable) return { ok: false, reason: 'not_text' };
      if (message.created_at < change.editableAfter) return { ok: false, reason: 'too_late' };
      await trx
        .updateTable('messages')
        .set({ content: change.content, edited_at: change.at })
        .where('id', '=', who.messageId)
        .execute();
    } else {
      await eraseMessageContent(trx, [who.messageId], change.at);
    }
    const seq = await logEvent(trx, conversationStream(who.conversationId), {
      type: change.kind === 'edit' ? 'message.edited' : 'message.deleted',
      // An edit is read back from the row (like a send); a deletion carries no content at all.
      payload:
        change.kind === 'edit'
          ? null
          : JSON.stringify({
              type: 'message.deleted',
              conversation_id: who.conversationId,
              message_id: who.messageId,
              profile_id: who.profileId,
            }),
      message_id: who.messageId,
      created_at: change.at,
    });
    return { ok: true, seq };
  });
}
