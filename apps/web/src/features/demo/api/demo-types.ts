import type { BadgeIcon } from '@hearth/shared';

/** The demo's local data shapes, from section 3 of the specification. */

export type DemoRole = 'kid' | 'grandparent';

export interface DemoMessage {
  id: number;
  text: string;
  /** `idb:<key>` points at audio kept in IndexedDB; null for a text message. */
  audioUrl: string | null;
  sender: DemoRole;
  senderName: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  emoji: string | null;
  read: boolean;
}

export interface NewDemoMessage {
  text: string;
  sender: DemoRole;
  audioUrl?: string | null;
  emoji?: string | null;
}

export interface StoryPage {
  pageNumber: number;
  text: string;
  /** An emoji scene: the demo loads no images. */
  illustration: string;
}

export interface DemoStory {
  id: string;
  title: string;
  author: string;
  coverEmoji: string;
  pages: StoryPage[];
}

export interface StoryPrompt {
  /** The shared prompt's id, which finds its words in the active language. */
  id: string;
  emoji: string;
  title: string;
  description: string;
}

export type AchievementIcon = BadgeIcon;

export interface Achievement {
  id: string;
  title: string;
  description: string;
  icon: AchievementIcon;
  earned: boolean;
  /** Milliseconds since the epoch, null until earned. */
  earnedAt: number | null;
}
