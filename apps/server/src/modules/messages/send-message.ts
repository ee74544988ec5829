import { messageRequestSchema, type Message } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { unauthorized } from '../../plugins/authenticate.js';
import { principalForTokenHash } from '../access/access.service.js';
import { conversationStream, publish } from '../events/events.service.js';
import { kindOfBody, type MessageBody } from './kinds/registry.js';
import { toMessages } from './message-json.js';
import { RepeatedSend, writeMessages, type NewMessage, type Send } from './message-write.js';
import type { WriteResult } from './message-row.js';
import * as repo from './messages.repository.js';
import { refusalError } from './send-refusals.js';

export interface SendResult {
  message: Message;
  /** False when this client id was sent before and the stored message is returned instead. */
  created: boolean;
}

/**
 * A send by the holder of the token hashed as `tokenHash`: check the body, let its kind check
 * its uploads inside the write, write, and publish once committed. The write judges the token,
 * the profile and its participation from one read and answers a refusal, never a bare no.
 */
export async function sendMessage(
  ctx: AppContext,
  tokenHash: string,
  profileId: string,
  conversationId: string,
  input: unknown,
): Promise<SendResult> {
  const body = await checkedBody(ctx, tokenHash, [profileId, conversationId], input);
  const kind = kindOfBody(body);
  const place = { profileId, conversationId, clientId: body.client_id ?? null };
  const row: NewMessage = {
    id: newId(),
    conversation_id: conversationId,
    profile_id: profileId,
    content: body.content,
    client_id: place.clientId,
    created_at: nowIso(),
    kind: kind.kind,
    media_id: null,
    waveform: null,
    story: null,
    prompt_id: body.prompt_id ?? null,
    reply_to_id: body.reply_to_id ?? null,
  };
  const check: Send['check'] =
    kind.check && ((trx, sender) => kind.check!(trx, body, sender, place));
  let written: WriteResult;
  try {
    const send: Send = { row, tokenHash, now: row.created_at, check };
    if (kind.pictures) send.pictures = true;
    [written] = (await writeMessages(ctx.db, [send])) as [WriteResult];
  } catch (error) {
    if (!(error instanceof RepeatedSend || isUniqueViolation(error))) throw error;
    const retried = await alreadySent(ctx, row);
    if (retried) return retried;
    // Not a retry: another message took this upload since it was checked.
    if (check) throw refusalError({ refused: kind.usedRefusal ?? 'media_used' });
    throw error;
  }
  if ('refused' in written) throw refusalError(written);
  const { columns } = written;
  const stored = {
    nickname: written.nickname,
    mime_type: columns?.media?.mime_type ?? null,
    duration_ms: columns?.media?.duration_ms ?? null,
    ...row,
    media_id: columns?.media_id ?? null,
    waveform: columns?.waveform ?? null,
    story: columns?.story ?? null,
  } as repo.MessageRow;
  // Linked for the sender; every other listener's copy is signed for it on delivery.
  const [message] = await toMessages(ctx, [stored], profileId, { fresh: true });
  // The write answered after its commit reached the disk: nobody hears of what could vanish.
  const created = { type: 'message.created' as const, conversation_id: conversationId };
  const stream = conversationStream(conversationId);
  publish(
    ctx,
    [{ ...created, message: message!, stream, seq: written.seq }, ...(written.events ?? [])],
    { onDisk: true },
  );
  return { message: message!, created: true };
}

/** The body, once valid; 401 comes before 422 and 404, as authentication answers. */
async function checkedBody(
  ctx: AppContext,
  tokenHash: string,
  ids: string[],
  input: unknown,
): Promise<MessageBody> {
  let body: MessageBody;
  try {
    body = validate(messageRequestSchema, input).message as MessageBody;
  } catch (error) {
    if (!(await principalForTokenHash(ctx.db, tokenHash))) throw unauthorized();
    throw error;
  }
  if (ids.every(isId)) return body;
  if (!(await principalForTokenHash(ctx.db, tokenHash))) throw unauthorized();
  throw notFound();
}

/**
 * The stored message a retry is answered with. The write checked the sender before its insert
 * met the earlier one, so only the row is read.
 */
async function alreadySent(ctx: AppContext, row: NewMessage): Promise<SendResult | null> {
  if (!row.client_id) return null;
  const existing = await repo.findByClientId(ctx.db, row.profile_id, row.client_id);
  if (!existing) return null;
  // A client id reused for another conversation is not a retry; do not reveal that one.
  if (existing.conversation_id !== row.conversation_id) throw notFound();
  const [message] = await toMessages(ctx, [existing], row.profile_id);
  return { message: message!, created: false };
}
