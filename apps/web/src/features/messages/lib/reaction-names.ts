import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactionEmoji } from '@hearth/shared';

/** What a screen reader says for each emoji of the set. */
export const REACTION_NAMES: Record<ReactionEmoji, MessageDescriptor> = {
  '❤️': msg({ message: 'heart', comment: 'the name of a reaction emoji' }),
  '😂': msg({ message: 'laughing', comment: 'the name of a reaction emoji' }),
  '😮': msg({ message: 'surprised', comment: 'the name of a reaction emoji' }),
  '😢': msg({ message: 'sad', comment: 'the name of a reaction emoji' }),
  '👍': msg({ message: 'thumbs up', comment: 'the name of a reaction emoji' }),
  '🎉': msg({ message: 'party', comment: 'the name of a reaction emoji' }),
};

/** A whole sentence per emoji, so that each language words it as it needs. */
export const REACT_WITH: Record<ReactionEmoji, MessageDescriptor> = {
  '❤️': msg`React with heart`,
  '😂': msg`React with laughing`,
  '😮': msg`React with surprised`,
  '😢': msg`React with sad`,
  '👍': msg`React with thumbs up`,
  '🎉': msg`React with party`,
};
