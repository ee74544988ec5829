import type { MessageKind } from '@hearth/shared';
import type { KindHandler, MessageBody } from './kind-handler.js';
import { storyKind } from './story/story-kind.js';
import { textKind } from './text/text-kind.js';
import { voiceKind } from './voice/voice-kind.js';

export type * from './kind-handler.js';

/** Every kind, asked in this order which one a request body is: a new kind is one line here. */
export const KINDS: readonly KindHandler[] = [voiceKind, storyKind, textKind];

const byKind = new Map(KINDS.map((handler) => [handler.kind, handler]));

/** The handler of a stored kind (text for one this server does not know). */
export function kindOf(kind: string): KindHandler {
  return byKind.get(kind as MessageKind) ?? textKind;
}

/** The handler of a request body. */
export function kindOfBody(body: MessageBody): KindHandler {
  return KINDS.find((handler) => handler.claims(body)) ?? textKind;
}
