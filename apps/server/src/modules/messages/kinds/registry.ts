import type { MessageKind } from '@hearth/shared';
import { callKind } from './call/call-kind.js';
import type { KindHandler, MessageBody } from './kind-handler.js';
import { photoKind } from './photo/photo-kind.js';
import { storyKind } from './story/story-kind.js';
import { textKind } from './text/text-kind.js';
import { videoKind } from './video/video-kind.js';
import { voiceKind } from './voice/voice-kind.js';

export type * from './kind-handler.js';
export type * from './printing.js';

/** Every kind, asked in this order which one a request body is: a new kind is one line here. */
export const KINDS: readonly KindHandler[] = [
  voiceKind,
  storyKind,
  photoKind,
  videoKind,
  callKind,
  textKind,
];

/** The kinds that carry photos or videos (the album's, and what a parent may turn off). */
export const PICTURE_KINDS: readonly MessageKind[] = KINDS.filter((k) => k.pictures).map(
  (k) => k.kind,
);

/** The kinds a printed keepsake book leaves out. */
export const UNPRINTED_KINDS: readonly MessageKind[] = KINDS.filter((k) => k.printed === null).map(
  (k) => k.kind,
);

const byKind = new Map(KINDS.map((handler) => [handler.kind, handler]));

/** The handler of a stored kind (text for one this server does not know). */
export function kindOf(kind: string): KindHandler {
  return byKind.get(kind as MessageKind) ?? textKind;
}

/**
 * Whether a send may earn a badge: a kind with badges of its own always may, plain text (or a
 * photo, a video) only when it answers a prompt, and a call's record never.
 */
export function mayEarn(row: { kind: MessageKind; prompt_id?: string | null }): boolean {
  const { badges } = kindOf(row.kind);
  if (badges === 'nothing') return false;
  return typeof badges === 'function' || (row.prompt_id ?? null) !== null;
}

/** The handler of a request body. */
export function kindOfBody(body: MessageBody): KindHandler {
  return KINDS.find((handler) => handler.claims(body)) ?? textKind;
}
