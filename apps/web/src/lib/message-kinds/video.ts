import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KindLook } from './kind-look';
import { lengthOf } from './length-of';
import { filesStored, uploadFiles } from './upload-files';

/** A video message: "Video (0:42)", with its caption after it. */
export const videoLook: KindLook<'video'> = {
  kind: 'video',
  preview(message, caption) {
    const duration = lengthOf(message.video?.duration_ms);
    return caption
      ? i18n._(msg`Video (${duration}): ${caption}`)
      : i18n._(msg`Video (${duration})`);
  },
  reported: (sender, title) => i18n._(msg`${sender} in ${title}: a video`),
  editable: false,
  // Played behind its Play, and kept in the slideshow after the news is closed.
  frame: (message) => (message.video ? { news: 'play', slide: true } : null),
  outbox: {
    async upload(item, tools) {
      // The poster is a nicety: one the server refuses is left out, and it draws its own.
      const [videoId, posterId] = await uploadFiles(item, tools, (index) => index === 1);
      return { videoId, posterId };
    },
    stored: filesStored,
    pending: () => i18n._(msg`Video`),
    cancellable: true,
  },
};
