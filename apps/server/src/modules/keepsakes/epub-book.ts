/** Everything an EPUB of one read-aloud says, read and worded before any file is written. */
export interface Book {
  /** The message's id (a UUID): the same read-aloud is always the same book. */
  id: string;
  title: string;
  author: string;
  coverEmoji: string;
  /** The story's language (BCP 47) and its writing direction. */
  language: string;
  dir: 'ltr' | 'rtl';
  /** When it was read: `YYYY-MM-DD`, and the full time as dcterms:modified wants it. */
  date: string;
  modified: string;
  /** The reader, named as narrator. */
  narrator: string;
  /** "Read by Nana for Leo, 12 March 2026". */
  coverLine: string;
  labels: { contents: string; cover: string; page: (number: number) => string };
  pages: BookPage[];
}

export interface BookPage {
  number: number;
  text: string;
  illustration: string;
  /** The page's recording's length; null when the page was not read aloud. */
  durationMs: number | null;
}

/** The class a reading system gives the text being read (`media:active-class`). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';

/** Text and attribute values escaped for XML. */
export const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** Seconds with milliseconds, as a SMIL clip time: `12.345s`. */
export const clipTime = (ms: number) => `${(ms / 1000).toFixed(3)}s`;

/** A full SMIL clock value, as `media:duration` wants it: `0:00:12.345`. */
export function clockValue(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor((ms % 3_600_000) / 60_000);
  const seconds = ((ms % 60_000) / 1000).toFixed(3).padStart(6, '0');
  return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
}

export const pageFile = (page: BookPage) => `page-${page.number}.xhtml`;
export const overlayFile = (page: BookPage) => `page-${page.number}.smil`;
export const audioFile = (page: BookPage) => `audio/page-${page.number}.m4a`;
/** The id of a page's text, which its overlay highlights. */
export const textId = (page: BookPage) => `p${page.number}-t1`;
