import type { Heading } from './pdf-page-kit.js';

/** One thing the book prints, in the order of the conversation. */
export type BookEntry =
  | { kind: 'text'; heading: Heading; text: string }
  /** A voice message: its line and the code that plays it. */
  | { kind: 'voice'; heading: Heading; caption: string; url: string }
  | { kind: 'photo'; heading: Heading; caption: string; jpeg: Buffer; text: string }
  /** A video: its poster frame (null: none was drawn) and the code that plays it. */
  | {
      kind: 'video';
      heading: Heading;
      caption: string;
      poster: { jpeg: Buffer; width: number; height: number } | null;
      text: string;
      url: string;
    }
  /** A read-aloud's page: its text, and the code that plays its recording (null: none). */
  | {
      kind: 'story';
      heading: Heading;
      title: string;
      page: string;
      text: string;
      url: string | null;
    };

/** Every text of an entry, for its emoji to be drawn before it is laid out. */
export function textsOf(entry: BookEntry): string[] {
  const texts: string[] = [...entry.heading];
  if ('caption' in entry) texts.push(entry.caption);
  if ('text' in entry) texts.push(entry.text);
  if (entry.kind === 'story') texts.push(entry.title);
  return texts;
}
