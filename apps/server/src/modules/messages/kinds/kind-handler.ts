import type { Message, MessageKind, messageRequestSchema } from '@hearth/shared';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { Db } from '../../../db/schema.js';
import type { PushTexts, ServerTexts } from '../../../lib/texts/index.js';
import type { SenderFacts, SendRefusal } from '../../access/access.policy.js';
import type { BadgeRule } from '../../badges/badges.service.js';
import type { PrintRule } from './printing.js';

/** A message request as the shared contract parses it. */
export type MessageBody = z.output<typeof messageRequestSchema>['message'];

/** Who sends where, as a kind's upload check needs it. */
export interface SendPlace {
  profileId: string;
  conversationId: string;
  clientId: string | null;
}

/** What a kind adds to the message row, and what its write stores beside it. */
export interface KindColumns {
  media_id: string | null;
  waveform: string | null;
  story: string | null;
  /** A voice message's recording, for its JSON. */
  media?: { mime_type: string; duration_ms: number };
  /** A read-aloud's page recordings (stored with the message) and its number of pages. */
  pages?: { pageCount: number; audio: { page_number: number; media_id: string }[] };
  /** What the write stores beside the row, in its transaction, once the row is inserted. */
  store?: (trx: Db, messageId: string) => Promise<void>;
}

/** A stored message as the per-kind lines read it. */
export interface KindRow {
  content: string;
  duration_ms: number | null;
  story?: string | null;
  /** How many photos a photo message carries. */
  media_count?: number | string | null;
}

/** The fields a kind adds to its messages' JSON, read for a page of rows at once. */
export type KindFields = Partial<Pick<Message, 'photos' | 'video' | 'call' | 'content'>>;

/**
 * What a send of a kind may earn: its own badges (those the send completes, counting itself,
 * for it is stored after this), `'answer'` when only answering a prompt earns (Heart to Heart),
 * or `'nothing'`, not even for a prompt (a call's record, which no one sends).
 */
export type KindBadges = BadgeRule | 'answer' | 'nothing';

/** How a kind's export entry points at the zip's files. */
export interface ExportTools<Story> {
  recording: (mediaId: string, mimeType: string) => string;
  /** Adds a photo or video (its display size) to the zip once: its file's name. */
  picture: (mediaId: string, mimeType: string) => string;
  /** This message's photos, in order. */
  photos: () => Promise<{ media_id: string; mime_type: string }[]>;
  /** A video's poster, if it has one. */
  poster: (videoId: string) => Promise<{ media_id: string; mime_type: string } | null>;
  story: (stored: string) => Promise<Story>;
}

/** A photo or video in the export: its file in the zip and, for a video, its poster's. */
export interface ExportPicture {
  file: string;
  mime_type: string;
  poster?: string | null;
}

/**
 * What a message kind is. A new kind is a folder beside these and a line in KINDS; nothing
 * else switches on `kind` (the registry test checks that every kind has every part).
 */
export interface KindHandler {
  kind: MessageKind;
  /** Whether the request's body is of this kind (KINDS are asked in order). */
  claims(body: MessageBody): boolean;
  /** A photo or a video: what a parent may turn off for a child (the access policy's rule). */
  pictures?: true;
  /** The refusal when another send took its upload first (a recording's when not said). */
  usedRefusal?: SendRefusal['refused'];
  /**
   * The body's uploads, checked in the write's transaction (`db`) once the sender may send:
   * the columns they fill, or a refusal. A kind without uploads has none.
   */
  check?(
    db: Db,
    body: MessageBody,
    sender: SenderFacts,
    place: SendPlace,
  ): Promise<KindColumns | SendRefusal>;
  /**
   * Its messages' extra JSON fields (links signed for `reader`), by message id: one read for
   * all the rows of this kind in a page. A kind without it has nothing beyond the row's.
   */
  fields?(
    ctx: AppContext,
    rows: { id: string; media_id: string | null; content: string }[],
    reader: string,
  ): Promise<Map<string, KindFields>>;
  /** The lock-screen line for a push, `who` being the sender's nickname, in `texts`' language. */
  pushText(row: KindRow, who: string, texts: PushTexts): string;
  /**
   * A reply's one-line quote of a message of this kind, in `texts`' language: "Photo", "Voice
   * message (0:12)", the first characters of a text.
   */
  preview(row: KindRow, texts: ServerTexts): string;
  /** The extra fields of its entry in a family export. */
  exportForm<Story>(
    row: KindRow & { media_id: string | null; mime_type: string | null },
    tools: ExportTools<Story>,
  ): Promise<{ recording: string | null; story?: Story; pictures?: ExportPicture[] }>;
  /** The photos and videos it adds to a child's activity (none for a kind without). */
  pictureCounts?(row: Pick<KindRow, 'media_count'>): { photos: number; videos: number };
  /** Milliseconds of recorded voice it adds to a child's activity. */
  voiceMs(row: Pick<KindRow, 'duration_ms'>): number;
  /** What a send of it earns (the badge service asks this, and adds a prompt's answer). */
  badges: KindBadges;
  /** Whether it is listened to, so that a listener's play is recorded (voice, a read-aloud). */
  playable: boolean;
  /** Whether its sender may change its words once sent (text only). */
  editable: boolean;
  /** What a printed keepsake book prints of it; null for a kind it leaves out (a call's record). */
  printed: PrintRule | null;
}
