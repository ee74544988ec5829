import {
  conversationStream,
  type DurableEvent,
  type Message,
  type MessageCall,
} from '@hearth/shared';
import type { Db } from '../../../../db/schema.js';
import { newId, nowIso } from '../../../../lib/ids.js';
import { writeMessages } from '../../message-write.js';
import { toMessage } from '../../messages.repository.js';
import { callContent, callFields } from './call-facts.js';

/**
 * Leaves a call's record in its conversation, in `trx` (the transaction that ends the call),
 * sent as the caller; returns its `message.created` event, to publish once committed.
 */
export async function writeCallRecord(
  db: Db,
  trx: Db,
  record: { conversationId: string; caller: { id: string; nickname: string }; facts: MessageCall },
): Promise<DurableEvent> {
  const row = {
    id: newId(),
    conversation_id: record.conversationId,
    profile_id: record.caller.id,
    content: callContent(record.facts),
    client_id: null,
    created_at: nowIso(),
    kind: 'call' as const,
    media_id: null,
    waveform: null,
    story: null,
    prompt_id: null,
    reply_to_id: null,
  };
  // The server writes it, joining the transaction that ends the call: no token to judge.
  const [written] = await writeMessages(db, [{ row, tokenHash: null, now: row.created_at }], trx);
  if (!written || 'refused' in written) throw new Error('a call record is never refused');
  const message: Message = toMessage(
    { ...row, nickname: record.caller.nickname, mime_type: null, duration_ms: null },
    undefined,
    undefined,
    callFields(row),
  );
  const stream = conversationStream(record.conversationId);
  return {
    type: 'message.created',
    conversation_id: record.conversationId,
    message,
    stream,
    seq: written.seq,
  };
}
