import { i18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { MessageCall } from '@hearth/shared';

/**
 * The sentence a call leaves in the conversation: "Video call, 12 min", "Missed call from Nana"
 * (without a name where there is no room: "Missed call"), in the reader's language.
 */
export function callText(call: MessageCall, caller?: string): string {
  if (call.missed) {
    return caller ? i18n._(msg`Missed call from ${caller}`) : i18n._(msg`Missed call`);
  }
  const minutes = Math.round(call.duration_ms / 60_000);
  if (minutes < 1) {
    return call.video
      ? i18n._(msg`Video call, less than a minute`)
      : i18n._(msg`Voice call, less than a minute`);
  }
  return call.video
    ? i18n._(
        msg({
          message: plural(minutes, { one: 'Video call, # min', other: 'Video call, # min' }),
          comment: 'a call that happened, with its length in minutes',
        }),
      )
    : i18n._(
        msg({
          message: plural(minutes, { one: 'Voice call, # min', other: 'Voice call, # min' }),
          comment: 'a call that happened, with its length in minutes',
        }),
      );
}
