import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { callText } from '../calls/call-text';
import type { KindLook } from './kind-look';

/** A call's record: "Video call, 12 min", "Missed call" (its content is the server's facts). */
export const callLook: KindLook<'call'> = {
  kind: 'call',
  preview: (message, caption) => (message.call ? callText(message.call) : caption),
  reported: (sender, title) => i18n._(msg`${sender} in ${title}: a call`),
  editable: false,
  frame: () => null,
  outbox: null,
};
