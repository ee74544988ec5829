// Apart from album.ts: the web's first chunks read these texts without zod.

/**
 * The server's sentences about the family album. Its cursor has a sentence of its own, not
 * search's: a sentence's code is found from its words (`sentenceCode`).
 */
export const ALBUM_MESSAGES = {
  cursorInvalid: 'before must be a cursor from the album’s next_cursor',
} as const;
