import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KindLook } from './kind-look';

/** Plain text: its words, on one line. */
export const textLook: KindLook<'text'> = {
  kind: 'text',
  preview: (_message, caption) => caption,
  reported: (sender, title, content) => i18n._(msg`${sender} in ${title}: “${content}”`),
  editable: true,
  frame: (message) => (message.content.trim() ? { news: 'text' } : null),
  outbox: {
    upload: () => Promise.resolve({}),
    stored: () => undefined,
    pending: () => null,
    cancellable: false,
  },
};
