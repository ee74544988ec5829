import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import type { Media, Message } from '@hearth/shared';
import type { Api, TestApp } from './helper.js';

export type FixtureName =
  | 'voice.m4a'
  | 'voice-fragmented.mp4'
  | 'chrome-fragmented.mp4'
  | 'voice.webm'
  | 'voice.ogg'
  | 'long.webm'
  | 'long.ogg'
  | 'video.webm'
  | 'image.png';

/** Real recordings made by fixtures/make-fixtures.sh, two seconds each unless named long. */
export function fixture(name: FixtureName): Buffer {
  return readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
}

export interface UploadOptions {
  contentType?: string;
  clientId?: string;
  headers?: Record<string, string>;
  payload?: InjectOptions['payload'];
}

/** `POST .../media` with raw bytes, as the web client sends a recording. */
export function upload(
  t: TestApp,
  token: string,
  profileId: string,
  conversationId: string,
  bytes: Buffer | string,
  options: UploadOptions = {},
) {
  const query = options.clientId ? `?client_id=${options.clientId}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/profiles/${profileId}/conversations/${conversationId}/media${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': options.contentType ?? 'audio/webm;codecs=opus',
      ...options.headers,
    },
    payload: options.payload ?? bytes,
  });
}

/** Uploads a fixture that must be stored; returns its media. */
export async function uploaded(
  t: TestApp,
  family: { token: string; profile: { id: string }; conversation: { id: string } },
  name: FixtureName = 'voice.webm',
): Promise<Media> {
  const res = await upload(
    t,
    family.token,
    family.profile.id,
    family.conversation.id,
    fixture(name),
  );
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ media: Media }>().media;
}

/** Sends a voice message carrying `audioId`. */
export function sendVoice(
  api: Api,
  family: { token: string; profile: { id: string }; conversation: { id: string } },
  audioId: string,
  extra: Record<string, unknown> = {},
) {
  return api.post(
    `/profiles/${family.profile.id}/conversations/${family.conversation.id}/messages`,
    { message: { content: '', audio_id: audioId, waveform: [0, 128, 255], ...extra } },
    family.token,
  );
}

/** GET of a media link as a browser's audio element would make it. */
export function fetchMedia(t: TestApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

export type VoiceMessage = Message & { audio: NonNullable<Message['audio']> };
