// Apart from keepsakes.ts: the web's first chunks read these texts and limits without zod.

export const KEEPSAKE_LIMITS = {
  titleMax: 100,
  /** A book covers at most a year (a leap year's days), so that making one stays bounded. */
  periodDaysMax: 366,
  /** Books an account may make at once: one, the rest wait until it is ready. */
  makingAtOnce: 1,
  /** Minutes a signed download link of a ready book lasts. */
  downloadMinutes: 10,
} as const;

export const KEEPSAKE_PAGE_SIZES = ['A5', 'letter'] as const;

export const KEEPSAKE_MESSAGES = {
  titleRequired: 'Please enter a title for the book',
  titleTooLong: `A book's title can be at most ${KEEPSAKE_LIMITS.titleMax} characters`,
  dateInvalid: 'Please enter the dates as year-month-day, for example 2026-01-31',
  periodReversed: 'The first day must come before the last day',
  periodTooLong: `A book can cover at most ${KEEPSAKE_LIMITS.periodDaysMax} days`,
  pageSizeInvalid: 'Please choose A5 or letter as the page size',
  conversationUnknown: 'conversation_id must be a conversation this profile takes part in',
  adultsOnly: 'Only a grown-up can make a printed book',
  oneAtATime: 'A book is being made already: please wait until it is ready',
  notReady: 'This book is not ready yet',
  linksOff: 'The family has turned off the codes of this book',
} as const;
