import type { ServerTexts } from '../../../lib/texts/index.js';

/** An entry's heading: who sent it and the day, or a read-aloud's own line. */
export type Heading = string[];

/** A picture as pdfkit prints it (it reads JPEG; the stored sizes are WebP). */
export interface PrintedPicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

/** One thing a printed book prints, in the order of the conversation. */
export type BookEntry =
  | { kind: 'text'; heading: Heading; text: string }
  /** A voice message: its line and the code that plays it. */
  | { kind: 'voice'; heading: Heading; caption: string; url: string }
  | { kind: 'photo'; heading: Heading; caption: string; jpeg: Buffer; text: string }
  /** A video: its poster frame (null: none was drawn) and the code that plays it. */
  | {
      kind: 'video';
      heading: Heading;
      caption: string;
      poster: PrintedPicture | null;
      text: string;
      url: string;
    }
  /** A read-aloud's page: its text, and the code that plays its recording (null: none). */
  | {
      kind: 'story';
      heading: Heading;
      title: string;
      page: string;
      text: string;
      url: string | null;
    };

/** A stored message as a printed book reads it. */
export interface PrintRow {
  content: string;
  media_id: string | null;
  story: string | null;
  nickname: string;
  created_at: string;
}

/** What the book lends a kind to print one of its messages. */
export interface PrintTools {
  texts: ServerTexts;
  /** The usual heading: the sender's nickname and the day. */
  heading: Heading;
  /** A day as the book writes it. */
  day: (iso: string) => string;
  /** The address of a new code that plays this recording or video. */
  link(mediaId: string): Promise<string>;
  /** A stored picture, ready to print. */
  picture(mediaId: string): Promise<PrintedPicture>;
  /** A stored recording's length in milliseconds (0 when unknown). */
  length(mediaId: string): Promise<number>;
  /** This message's photos, in order. */
  photos(): Promise<{ id: string }[]>;
  /** A video's poster, if one was drawn. */
  poster(videoId: string): Promise<{ id: string } | null>;
  /** A read-aloud's recorded pages: media id by page number. */
  pageRecordings(): Promise<Map<number, string>>;
}

/** What a kind prints of one message (several entries for photos and read-alouds). */
export type PrintRule = (row: PrintRow, tools: PrintTools) => Promise<BookEntry[]>;
