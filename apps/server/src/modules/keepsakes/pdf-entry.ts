import type { BookEntry } from '../messages/messages.service.js';

export type { BookEntry };

/** Every text of an entry, for its emoji to be drawn before it is laid out. */
export function textsOf(entry: BookEntry): string[] {
  const texts: string[] = [...entry.heading];
  if ('caption' in entry) texts.push(entry.caption);
  if ('text' in entry) texts.push(entry.text);
  if (entry.kind === 'story') texts.push(entry.title);
  return texts;
}
