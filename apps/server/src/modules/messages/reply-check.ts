import type { Db } from '../../db/schema.js';
import { mayHear } from '../access/access.policy.js';
import type { NewMessage, Sender } from './message-row.js';

/**
 * Whether a send may answer `reply_to_id`: a message of the same conversation, not deleted,
 * whose sender the pairwise rule lets this sender hear. Read in the write's transaction.
 */
export async function mayReplyTo(trx: Db, row: NewMessage, sender: Sender): Promise<boolean> {
  if (!row.reply_to_id) return true;
  const found = await trx
    .selectFrom('messages as om')
    .innerJoin('profiles as op', 'op.id', 'om.profile_id')
    .select('om.id')
    .where('om.id', '=', row.reply_to_id)
    .where('om.conversation_id', '=', row.conversation_id)
    .where('om.deleted_at', 'is', null)
    .where((eb) =>
      mayHear(
        eb,
        { id: row.profile_id, kind: sender.kind, accountId: sender.account_id },
        { id: eb.ref('op.id'), kind: eb.ref('op.kind'), accountId: eb.ref('op.account_id') },
      ),
    )
    .executeTakeFirst();
  return found !== undefined;
}
