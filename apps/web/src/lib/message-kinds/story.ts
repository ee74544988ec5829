import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KindLook } from './kind-look';

/** A read-aloud: its words where there is no room, named in a report. */
export const storyLook: KindLook<'story'> = {
  kind: 'story',
  preview: (_message, caption) => caption,
  reported: (sender, title) => i18n._(msg`${sender} in ${title}: a story`),
  editable: false,
  frame: () => null,
  outbox: null,
};
