export type BadgeIcon = 'trophy' | 'star' | 'book' | 'flame' | 'mic' | 'heart';

export interface BadgeDefinition {
  id: string;
  title: string;
  description: string;
  icon: BadgeIcon;
}

/** A badge as `GET /api/v1/profiles/{id}/badges` answers it; `earned_at` is null until earned. */
export interface Badge extends BadgeDefinition {
  earned: boolean;
  earned_at: string | null;
}

/**
 * Milestones of keeping in touch. Each rewards something sent to the family, never time spent
 * in the app, and only adult profiles earn them.
 */
export const BADGES: readonly BadgeDefinition[] = [
  {
    id: 'first-voice-message',
    title: 'First Voice Message',
    description: 'Send your first voice message.',
    icon: 'mic',
  },
  {
    id: 'chatty-grandparent',
    title: 'Chatty Grandparent',
    description: 'Send 5 voice messages.',
    icon: 'heart',
  },
  {
    id: 'story-teller',
    title: 'Story Teller',
    description: 'Record a story page and send it.',
    icon: 'book',
  },
  {
    id: 'book-master',
    title: 'Book Master',
    description: 'Record every page of a story and send it.',
    icon: 'trophy',
  },
  {
    id: 'bedtime-regular',
    title: 'Bedtime Regular',
    description: 'Send bedtime stories on 3 different days.',
    icon: 'flame',
  },
  {
    id: 'heart-to-heart',
    title: 'Heart to Heart',
    description: 'Answer a story prompt.',
    icon: 'heart',
  },
];

export type BadgeId = (typeof BADGES)[number]['id'];
