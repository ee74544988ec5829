import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KindLook } from './kind-look';
import { lengthOf } from './length-of';

/** A voice message: "Voice message (0:12)", with its caption after it. */
export const voiceLook: KindLook<'voice'> = {
  kind: 'voice',
  preview(message, caption) {
    const duration = lengthOf(message.audio?.duration_ms);
    return caption
      ? i18n._(msg`Voice message (${duration}): ${caption}`)
      : i18n._(msg`Voice message (${duration})`);
  },
  reported: (sender, title) => i18n._(msg`${sender} in ${title}: a voice message`),
  editable: false,
};
