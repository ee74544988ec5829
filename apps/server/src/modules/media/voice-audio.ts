import {
  type AudioMimeType,
  type MediaMimeType,
  type Message,
  type MessageAudio,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db, Row } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { playedBy } from '../played/listens.service.js';
import { UNSENT_MEDIA_KEPT_MS } from './media-sweep.js';
import * as repo from './media.repository.js';

/** What a message read selects of its media (null for a text message). */
export interface VoiceColumns {
  id: string;
  media_id: string | null;
  mime_type: MediaMimeType | null;
  duration_ms: number | null;
  waveform: string | null;
}

/**
 * A fresh signed link to stored media for the profile `holderId` reading it, as clients get it
 * with every message they fetch. It plays only while that profile takes part in the media's
 * conversation.
 */
export function audioUrlFor(ctx: AppContext, mediaId: string, holderId: string): string {
  return ctx.mediaUrls.urlFor(mediaId, holderId);
}

/** The media id a signed link names (`/api/v1/media/<id>?...`). */
const mediaIdOf = (url: string) => url.slice(url.lastIndexOf('/') + 1).split('?')[0]!;

/** The message with its recordings' links signed for `holderId` instead (a live delivery). */
export function relinked(ctx: AppContext, message: Message, holderId: string): Message {
  const relink = (audio: MessageAudio) => ({
    ...audio,
    url: audioUrlFor(ctx, audio.id, holderId),
  });
  // A photo's or video's links name their media: each is signed again for the holder.
  const resign = (url: string) => audioUrlFor(ctx, mediaIdOf(url), holderId);
  const { audio, story, photos, video } = message;
  return {
    ...message,
    ...(audio ? { audio: relink(audio) } : {}),
    ...(photos
      ? {
          photos: photos.map((photo) => ({
            ...photo,
            url: resign(photo.url),
            thumb_url: resign(photo.thumb_url),
          })),
        }
      : {}),
    ...(video
      ? {
          video: {
            ...video,
            url: resign(video.url),
            poster_url: video.poster_url && resign(video.poster_url),
          },
        }
      : {}),
    ...(story
      ? {
          story: {
            ...story,
            pages: story.pages.map((page) => ({
              ...page,
              audio: page.audio && relink(page.audio),
            })),
          },
        }
      : {}),
  };
}

/** The `audio` of each voice message among the rows, by message id, linked for `holderId`. */
export async function audioOf(
  ctx: AppContext,
  rows: VoiceColumns[],
  holderId: string,
): Promise<Map<string, MessageAudio>> {
  // A video message names its video in media_id too: only recordings are audio.
  const voice = rows.filter((row) => row.media_id !== null && row.mime_type?.startsWith('audio/'));
  const played = await playedBy(
    ctx,
    voice.map((row) => row.id),
    holderId,
  );
  return new Map(
    voice.map((row) => [
      row.id,
      {
        id: row.media_id!,
        url: audioUrlFor(ctx, row.media_id!, holderId),
        mime_type: row.mime_type as AudioMimeType,
        duration_ms: Number(row.duration_ms),
        waveform: row.waveform ? (JSON.parse(row.waveform) as number[]) : [],
        played_by: played.get(row.id) ?? [],
      },
    ]),
  );
}

/** The audio of each recorded page of these read-alouds, by message id then page number. */
export async function storyAudioOf(
  ctx: AppContext,
  messageIds: string[],
  holderId: string,
): Promise<Map<string, Map<number, MessageAudio>>> {
  const byMessage = new Map<string, Map<number, MessageAudio>>();
  if (messageIds.length === 0) return byMessage;
  const [rows, played] = await Promise.all([
    repo.storyAudioOf(ctx.db, messageIds),
    playedBy(ctx, messageIds, holderId),
  ]);
  for (const row of rows) {
    let pages = byMessage.get(row.message_id);
    if (!pages) byMessage.set(row.message_id, (pages = new Map()));
    pages.set(Number(row.page_number), {
      id: row.media_id,
      url: audioUrlFor(ctx, row.media_id, holderId),
      mime_type: row.mime_type as AudioMimeType,
      duration_ms: Number(row.duration_ms),
      // Pages show their text while they play: no bars are drawn for them.
      waveform: [],
      played_by: played.get(row.message_id) ?? [],
    });
  }
  return byMessage;
}

/**
 * The upload a voice send names, when it may carry it: this profile's own upload to this
 * conversation, not carried by another message, and not so old that the sweep may take it
 * before the message is stored. The same send retried (same client id) passes, so that it is
 * answered with the stored message. Read with the send's transaction (`db`); otherwise why not.
 */
export async function mediaForSend(
  db: Db,
  send: {
    mediaId: string;
    accountId: string;
    profileId: string;
    conversationId: string;
    clientId: string | null;
    /** What it must be: a recording unless said otherwise. */
    sort?: 'audio/' | 'image/' | 'video/';
  },
  nowMs = Date.now(),
): Promise<Row<'media'> | 'not_yours' | 'used' | 'expired'> {
  const media = isId(send.mediaId) ? await repo.findMedia(db, send.mediaId) : undefined;
  if (
    !media ||
    media.account_id !== send.accountId ||
    media.profile_id !== send.profileId ||
    media.conversation_id !== send.conversationId ||
    // Another upload's size (a thumbnail, a poster) is never sent on its own.
    media.variant_of !== null ||
    !media.mime_type.startsWith(send.sort ?? 'audio/')
  ) {
    return 'not_yours';
  }
  const carrier = await repo.messageUsing(db, media.id);
  if (carrier) {
    const retry = send.clientId !== null && carrier.client_id === send.clientId;
    return retry && carrier.profile_id === send.profileId ? media : 'used';
  }
  // An hour's margin before the sweep's age: a send checked now is stored long before that.
  if (Date.parse(media.created_at) < nowMs - UNSENT_MEDIA_KEPT_MS + 3600_000) return 'expired';
  return media;
}
