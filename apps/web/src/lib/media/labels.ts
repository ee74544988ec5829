import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { numberFormat } from '../format';
import { formatSeconds, wholeSeconds } from '../voice/format-seconds';
import { spokenDuration } from '../voice/spoken-duration';

interface PhotoAltInput {
  sender: string;
  /** 1-based place of the photo in its message. */
  position: number;
  of: number;
  caption: string;
}

/** "Photo from Nana, 3 of 5", with the caption after it: the alt text of a photo everywhere. */
export function photoAlt({ sender, position, of, caption }: PhotoAltInput): string {
  const n = numberFormat().format(position);
  const total = numberFormat().format(of);
  const text = caption.trim().replace(/\s+/g, ' ');
  if (of <= 1) {
    return text ? i18n._(msg`Photo from ${sender}: ${text}`) : i18n._(msg`Photo from ${sender}`);
  }
  return text
    ? i18n._(msg`Photo from ${sender}, ${n} of ${total}: ${text}`)
    : i18n._(msg`Photo from ${sender}, ${n} of ${total}`);
}

/** "Video from Nana, 42 seconds", with the caption after it. */
export function videoLabel(sender: string, durationMs: number, caption: string): string {
  const duration = spokenDuration(durationMs / 1000);
  const text = caption.trim().replace(/\s+/g, ' ');
  return text
    ? i18n._(msg`Video from ${sender}, ${duration}: ${text}`)
    : i18n._(msg`Video from ${sender}, ${duration}`);
}

/** A video's length as shown on its poster: "0:42". */
export function videoDuration(durationMs: number): string {
  return formatSeconds(wholeSeconds(durationMs / 1000));
}
