import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KindLook } from './kind-look';
import { lengthOf } from './length-of';

// A recording is given up after this long and tried again (its client id makes that safe): a
// 10 MB one on a slow phone connection takes a while.
const UPLOAD_TIMEOUT_MS = 120_000;

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
  frame: (message) => (message.audio ? { news: 'play' } : null),
  outbox: {
    async upload(item, { upload, progress }) {
      let audioId = item.media_id;
      if (!audioId) {
        const signal = AbortSignal.timeout(UPLOAD_TIMEOUT_MS);
        audioId = await upload(item.audio, item.client_id, { signal });
        await progress.uploaded(audioId);
      }
      return { audioId, waveform: item.waveform };
    },
    stored: (item) => item.media_id,
    pending(item) {
      const duration = lengthOf(item.duration_ms);
      return i18n._(msg`Voice message (${duration})`);
    },
    cancellable: false,
  },
};
