import type { MessageKind } from '@hearth/shared';
import { callLook } from './call';
import type { KindLook } from './kind-look';
import { photoLook } from './photo';
import { storyLook } from './story';
import { textLook } from './text';
import { videoLook } from './video';
import { voiceLook } from './voice';

export type { KindLook, PreviewedMessage } from './kind-look';

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

export const KIND_LOOKS: readonly KindLook[] = Object.values(LOOKS);

/** How a kind looks (a kind this app does not know yet looks like text). */
export function lookOf(kind: MessageKind): KindLook {
  return (LOOKS[kind] as KindLook | undefined) ?? textLook;
}
