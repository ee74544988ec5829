import type { StoryPrompt } from '../api/demo-types';

/** Conversation starters for the grandparent: the title opens the message, the description guides it. */
export const STORY_PROMPTS: readonly StoryPrompt[] = [
  {
    emoji: '🧸',
    title: 'My favourite toy',
    description: 'Tell about a toy you loved when you were little.',
  },
  {
    emoji: '🏡',
    title: 'The house I grew up in',
    description: 'Describe the rooms, the garden and the smells of home.',
  },
  {
    emoji: '🎒',
    title: 'My first day at school',
    description: 'Share what school was like and who sat next to you.',
  },
  {
    emoji: '🐶',
    title: 'A pet I remember',
    description: 'Tell about an animal that was part of your family.',
  },
  {
    emoji: '🎄',
    title: 'A holiday to remember',
    description: 'Describe a celebration and the food everyone shared.',
  },
  {
    emoji: '🌊',
    title: 'A big adventure',
    description: 'Tell about a trip or a day when something surprising happened.',
  },
  {
    emoji: '🍪',
    title: 'A family recipe',
    description: 'Explain how to make a dish your family loves.',
  },
  {
    emoji: '💌',
    title: 'When your parent was small',
    description: 'Share a funny story about their mum or dad as a child.',
  },
];
