// Apart from reactions.ts: the web's first chunks read the set and the texts without zod.

/** The reactions a family may send: child-friendly, fixed, in this order. */
export const REACTION_EMOJIS = ['❤️', '😂', '😮', '😢', '👍', '🎉'] as const;

export const SEARCH_LIMITS = {
  queryMax: 200,
  pageSize: 20,
  pageMax: 50,
  /** Characters of text a reply's quote shows. */
  replyPreviewMax: 100,
} as const;

export const SEARCH_MESSAGES = {
  reactionNotOffered: 'Please choose one of the reactions Hearth offers',
  replyNotFound: 'reply_to_id must be a message of this conversation that you can see',
  queryRequired: 'Please enter something to search for',
  queryTooLong: `A search can be at most ${SEARCH_LIMITS.queryMax} characters`,
  limitInvalid: `limit must be a whole number from 1 to ${SEARCH_LIMITS.pageMax}`,
  cursorInvalid: 'before must be a cursor from next_cursor',
} as const;
