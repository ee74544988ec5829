import type { BadgeDefinition, MessagePrompt, StoryPrompt } from '@hearth/shared';

/*
 * Sentences that come from the shared contract (@hearth/shared) or the server in English, shown in
 * the active language. Filled in by the translation of lib/ (issue 31); until then English.
 */

/** A badge's title and description. */
export function badgeText(badge: Pick<BadgeDefinition, 'id' | 'title' | 'description'>): {
  title: string;
  description: string;
} {
  return { title: badge.title, description: badge.description };
}

/** A story prompt's title and description (also a message's prompt, which carries the title). */
export function promptText(prompt: Pick<StoryPrompt, 'id' | 'title'> & { description?: string }): {
  title: string;
  description: string;
} {
  return { title: prompt.title, description: prompt.description ?? '' };
}

/** One of the contract's or the server's English sentences (an API error, a validation message). */
export function sharedSentence(english: string, _code?: string): string {
  return english;
}

export type { MessagePrompt };
