import type { MessageKind } from '@hearth/shared';
import { callLook } from './call';
import type { OutboxItem } from '../realtime/outbox-item';
import type { KindLook } from './kind-look';
import type { KindOutbox } from './kind-outbox';
import { photoLook } from './photo';
import { storyLook } from './story';
import { textLook } from './text';
import { videoLook } from './video';
import { voiceLook } from './voice';

export type { FrameShow, KindLook, PreviewedMessage } from './kind-look';
export type { KindOutbox, SendUploads, UploadTools } from './kind-outbox';

// Every kind of the contract, each with its own look: a kind added to MessageKind fails to
// type-check here until its file is written and listed.
const LOOKS: { [K in MessageKind]: KindLook<K> } = {
  text: textLook,
  voice: voiceLook,
  story: storyLook,
  photo: photoLook,
  video: videoLook,
  call: callLook,
};

// Each look is checked against its own kind above; listed, they are looks of any kind.
export const KIND_LOOKS = Object.values(LOOKS) as readonly KindLook[];

/** How the outbox sends an item: its kind's part (the outbox carries only kinds that have one). */
export function outboxOf(item: OutboxItem): KindOutbox {
  return LOOKS[item.kind].outbox as KindOutbox;
}

/** How a kind looks (a kind this app does not know yet looks like text). */
export function lookOf(kind: MessageKind): KindLook {
  return ((LOOKS as Partial<Record<MessageKind, KindLook>>)[kind] ?? textLook) as KindLook;
}
