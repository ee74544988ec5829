import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { KindLook } from './kind-look';
import { filesStored, uploadFiles } from './upload-files';

/** "Photo", "3 photos": the word for a photo message, plural-correct in every language. */
function photosWord(count: number): string {
  return i18n._(
    msg({
      message: plural(count, { one: 'Photo', other: '# photos' }),
      comment: 'the conversation list preview of a photo message',
    }),
  );
}

/** A photo message: "3 photos", with its caption after it. */
export const photoLook: KindLook<'photo'> = {
  kind: 'photo',
  preview(message, caption) {
    const photos = photosWord(Math.max(1, message.photos?.length ?? 1));
    return caption ? i18n._(msg`${photos}: ${caption}`) : photos;
  },
  reported: (sender, title) => i18n._(msg`${sender} in ${title}: a photo`),
  editable: false,
  frame: (message) => (message.photos?.length ? { slide: true } : null),
  outbox: {
    upload: async (item, tools) => ({ photoIds: await uploadFiles(item, tools) }),
    stored: filesStored,
    pending: ({ files: { length: count } }) =>
      i18n._(msg`${plural(count, { one: '# photo', other: '# photos' })}`),
    cancellable: true,
  },
};
