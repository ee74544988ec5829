import type { Message } from '@hearth/shared';
import { CHILD_MESSAGES, MEDIA_MESSAGES, messageRequestSchema } from '@hearth/shared';
import { readAloud, storyOf, storyUploads } from './story-messages.js';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/database.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import {
  isPaused,
  principalForTokenHash,
  requireParticipation,
  type Reader,
} from '../access/access.service.js';
import { quietNow } from '../children/children.service.js';
import { unauthorized } from '../../plugins/authenticate.js';
import { conversationStream, publish } from '../events/events.service.js';
import { audioOf, mediaForSend } from '../media/media.service.js';
import { RepeatedSend, writeMessage, type NewMessage } from './message-write.js';

export { eraseMessageContent } from './message-write.js';
import * as repo from './messages.repository.js';

export interface SendResult {
  message: Message;
  /** False when this client id was sent before and the stored message is returned instead. */
  created: boolean;
}

/**
 * Messages as clients see them; the one place stored rows become their JSON. Recordings' links
 * are signed for `reader`, the profile they are handed to: they play while it takes part.
 */
export async function toMessages(
  ctx: AppContext,
  rows: repo.MessageRow[],
  reader: string,
): Promise<Message[]> {
  // Text alone (every plain send) has no recording or story to look up.
  if (rows.every((row) => row.media_id === null && !row.story)) {
    return rows.map((row) => repo.toMessage(row));
  }
  const [audio, stories] = await Promise.all([
    audioOf(ctx, rows, reader),
    storyOf(ctx, rows, reader),
  ]);
  return rows.map((row) => repo.toMessage(row, audio.get(row.id), stories.get(row.id)));
}

export async function messagePage(
  ctx: AppContext,
  conversationId: string,
  page: { before?: string; after?: string; limit: number },
  reader: repo.ReaderView,
): Promise<{ messages: Message[]; hasMore: boolean }> {
  const { rows, hasMore } = await repo.messagePage(ctx.db, conversationId, page, reader);
  return { messages: await toMessages(ctx, rows, reader.profileId), hasMore };
}

/** The messages with these ids, by id (catch-up reads a message's event from its row). */
export async function messagesByIds(
  ctx: AppContext,
  ids: string[],
  holder: string,
  shownTo?: Reader,
): Promise<Map<string, Message>> {
  const rows = await repo.findByIds(ctx.db, ids, shownTo);
  const messages = await toMessages(ctx, rows, holder);
  return new Map(messages.map((m) => [m.id, m]));
}

export async function messageExists(ctx: AppContext, conversationId: string, messageId: string) {
  return (await repo.findMessageInConversation(ctx.db, conversationId, messageId)) !== undefined;
}

/** The signed-in account behind a live token, or 401: what `authenticate` answers. */
async function requireAccount(ctx: AppContext, tokenHash: string): Promise<string> {
  const principal = await principalForTokenHash(ctx.db, tokenHash);
  if (!principal) throw unauthorized();
  return principal.accountId;
}

const quietHours = () => new HttpError(403, 'forbidden', CHILD_MESSAGES.quietHours);

function validBody(input: unknown) {
  try {
    return { body: validate(messageRequestSchema, input).message };
  } catch (error) {
    return { error };
  }
}

/** A retry of a stored send: the stored message, once the caller may read the conversation. */
async function alreadySent(
  ctx: AppContext,
  tokenHash: string,
  profileId: string,
  conversationId: string,
  clientId: string,
): Promise<SendResult | null> {
  const accountId = await requireAccount(ctx, tokenHash);
  await requireParticipation(ctx, accountId, profileId, conversationId);
  const existing = await repo.findByClientId(ctx.db, profileId, clientId);
  if (!existing) return null;
  // A client id reused for another conversation is not a retry; do not reveal that one.
  if (existing.conversation_id !== conversationId) throw notFound();
  const [message] = await toMessages(ctx, [existing], profileId);
  return { message: message!, created: false };
}

/**
 * The upload a voice send carries, checked before the write and in the order every route
 * answers: 401 for the token, 404 for a conversation the caller cannot see, then 422.
 */
async function voiceUpload(
  ctx: AppContext,
  tokenHash: string,
  mediaId: string,
  profileId: string,
  conversationId: string,
  clientId: string | null,
) {
  const accountId = await requireAccount(ctx, tokenHash);
  await requireParticipation(ctx, accountId, profileId, conversationId);
  return mediaForSend(ctx, { mediaId, accountId, profileId, conversationId, clientId });
}

/**
 * A send by the holder of the token hashed as `tokenHash`. The token, the profile's ownership
 * and its participation are checked inside the write itself; only when nothing was written is
 * the token looked up again, to answer 401 (as authentication would have) rather than 404.
 */
export async function sendMessage(
  ctx: AppContext,
  tokenHash: string,
  profileId: string,
  conversationId: string,
  input: unknown,
): Promise<SendResult> {
  const checked = validBody(input);
  if (!checked.body) {
    await requireAccount(ctx, tokenHash); // 401 comes before 422, as with `authenticate`.
    throw checked.error;
  }
  const body = checked.body;
  const clientId = body.client_id ?? null;
  if (!isId(profileId) || !isId(conversationId)) {
    await requireAccount(ctx, tokenHash);
    throw notFound();
  }
  // A text send learns of quiet hours from its own write. An upload's checks answer 422 and
  // come after this 403 (as they always have), so those sends ask before checking the upload.
  if ((body.audio_id || body.story) && (await quietNow(ctx, profileId))) {
    await requireParticipation(
      ctx,
      await requireAccount(ctx, tokenHash),
      profileId,
      conversationId,
    );
    throw quietHours();
  }
  const media = body.audio_id
    ? await voiceUpload(ctx, tokenHash, body.audio_id, profileId, conversationId, clientId)
    : null;
  const story = body.story
    ? await storyUploads(ctx, await requireAccount(ctx, tokenHash), body.story, {
        profileId,
        conversationId,
        clientId,
      })
    : null;
  const now = nowIso();
  const row: NewMessage = {
    id: newId(),
    conversation_id: conversationId,
    profile_id: profileId,
    content: body.content,
    client_id: clientId,
    created_at: now,
    kind: media ? 'voice' : story ? 'story' : 'text',
    media_id: media?.id ?? null,
    waveform: media ? JSON.stringify(body.waveform ?? []) : null,
    story: story ? JSON.stringify(story.snapshot) : null,
    prompt_id: body.prompt_id ?? null,
  };
  let written;
  try {
    written = await writeMessage(ctx.db, { row, tokenHash, now, ...readAloud(story) });
  } catch (error) {
    const repeated = error instanceof RepeatedSend || isUniqueViolation(error);
    if (clientId && repeated) {
      const retried = await alreadySent(ctx, tokenHash, profileId, conversationId, clientId);
      if (retried) return retried;
    }
    // Not a retry: another message took this upload since it was checked.
    if ((media || story) && repeated) throw unprocessable([MEDIA_MESSAGES.audioUsed]);
    throw error;
  }
  if (written === 'quiet') throw quietHours();
  if (!written) {
    const accountId = await requireAccount(ctx, tokenHash);
    // A child's participation that the pairwise rule holds back: say why, to its own account.
    await requireParticipation(ctx, accountId, profileId, conversationId);
    // Quiet hours are answered first, paused or not, as before the write judged them.
    if (await quietNow(ctx, profileId)) throw quietHours();
    if (await isPaused(ctx.db, profileId, conversationId)) {
      throw new HttpError(403, 'forbidden', CHILD_MESSAGES.paused);
    }
    throw notFound();
  }
  // The row's keys last, as in the write: one hidden class for every send.
  const stored = {
    nickname: written.nickname,
    mime_type: media?.mime_type ?? null,
    duration_ms: media?.duration_ms ?? null,
    ...row,
  };
  // Linked for the sender; every other listener's copy is signed for it on delivery.
  const [message] = await toMessages(ctx, [stored], profileId);
  // Only now: the write is committed and on disk (the one message write answers after its
  // flush), so no one hears of a message that could still vanish.
  publish(
    ctx,
    [
      {
        type: 'message.created',
        conversation_id: conversationId,
        message: message!,
        stream: conversationStream(conversationId),
        seq: written.seq,
      },
      ...(written.events ?? []),
    ],
    { onDisk: true },
  );
  return { message: message!, created: true };
}
