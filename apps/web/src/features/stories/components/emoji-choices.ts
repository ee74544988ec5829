import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Emoji a story is likely to need: typing an emoji is hard on many computers, so the form offers
 * these and still takes any emoji typed or pasted. `name` is the English word a story's text may
 * use for it (the suggestions match it); `label` is the name a screen reader says, in the
 * reader's language.
 */
export const EMOJI_CHOICES: readonly { emoji: string; name: string; label: MessageDescriptor }[] = [
  { emoji: '🐻', name: 'bear', label: msg({ message: 'bear', context: 'emoji' }) },
  { emoji: '🐰', name: 'rabbit', label: msg({ message: 'rabbit', context: 'emoji' }) },
  { emoji: '🦊', name: 'fox', label: msg({ message: 'fox', context: 'emoji' }) },
  { emoji: '🐱', name: 'cat', label: msg({ message: 'cat', context: 'emoji' }) },
  { emoji: '🐶', name: 'dog', label: msg({ message: 'dog', context: 'emoji' }) },
  { emoji: '🐷', name: 'pig', label: msg({ message: 'pig', context: 'emoji' }) },
  { emoji: '🦁', name: 'lion', label: msg({ message: 'lion', context: 'emoji' }) },
  { emoji: '🐸', name: 'frog', label: msg({ message: 'frog', context: 'emoji' }) },
  { emoji: '🦉', name: 'owl', label: msg({ message: 'owl', context: 'emoji' }) },
  { emoji: '🐉', name: 'dragon', label: msg({ message: 'dragon', context: 'emoji' }) },
  { emoji: '🐟', name: 'fish', label: msg({ message: 'fish', context: 'emoji' }) },
  { emoji: '🐦', name: 'bird', label: msg({ message: 'bird', context: 'emoji' }) },
  { emoji: '👧', name: 'girl', label: msg({ message: 'girl', context: 'emoji' }) },
  { emoji: '👦', name: 'boy', label: msg({ message: 'boy', context: 'emoji' }) },
  { emoji: '👵', name: 'grandmother', label: msg({ message: 'grandmother', context: 'emoji' }) },
  { emoji: '👴', name: 'grandfather', label: msg({ message: 'grandfather', context: 'emoji' }) },
  { emoji: '👑', name: 'crown', label: msg({ message: 'crown', context: 'emoji' }) },
  { emoji: '🧚', name: 'fairy', label: msg({ message: 'fairy', context: 'emoji' }) },
  { emoji: '🏰', name: 'castle', label: msg({ message: 'castle', context: 'emoji' }) },
  { emoji: '🏡', name: 'house', label: msg({ message: 'house', context: 'emoji' }) },
  { emoji: '🌳', name: 'tree', label: msg({ message: 'tree', context: 'emoji' }) },
  { emoji: '🌸', name: 'flower', label: msg({ message: 'flower', context: 'emoji' }) },
  { emoji: '⛰️', name: 'mountain', label: msg({ message: 'mountain', context: 'emoji' }) },
  { emoji: '🌊', name: 'sea', label: msg({ message: 'sea', context: 'emoji' }) },
  { emoji: '☀️', name: 'sun', label: msg({ message: 'sun', context: 'emoji' }) },
  { emoji: '🌙', name: 'moon', label: msg({ message: 'moon', context: 'emoji' }) },
  { emoji: '⭐', name: 'star', label: msg({ message: 'star', context: 'emoji' }) },
  { emoji: '❄️', name: 'snow', label: msg({ message: 'snow', context: 'emoji' }) },
  { emoji: '🚂', name: 'train', label: msg({ message: 'train', context: 'emoji' }) },
  { emoji: '⛵', name: 'boat', label: msg({ message: 'boat', context: 'emoji' }) },
  { emoji: '🎈', name: 'balloon', label: msg({ message: 'balloon', context: 'emoji' }) },
  { emoji: '🎁', name: 'present', label: msg({ message: 'present', context: 'emoji' }) },
  { emoji: '🎂', name: 'cake', label: msg({ message: 'cake', context: 'emoji' }) },
  { emoji: '🍎', name: 'apple', label: msg({ message: 'apple', context: 'emoji' }) },
  { emoji: '📚', name: 'books', label: msg({ message: 'books', context: 'emoji' }) },
  { emoji: '❤️', name: 'heart', label: msg({ message: 'heart', context: 'emoji' }) },
];
