import type { MessageKind, messageRequestSchema } from '@hearth/shared';
import type { z } from 'zod';
import type { Db } from '../../../db/schema.js';
import type { PushTexts } from '../../../lib/texts/index.js';
import type { SenderFacts, SendRefusal } from '../../access/access.policy.js';

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
}

/** A stored message as the per-kind lines read it. */
export interface KindRow {
  content: string;
  duration_ms: number | null;
  story?: string | null;
}

/** How a kind's export entry points at the zip's files. */
export interface ExportTools<Story> {
  recording: (mediaId: string, mimeType: string) => string;
  story: (stored: string) => Promise<Story>;
}

/**
 * What a message kind is. A new kind is a folder beside these and a line in KINDS; nothing
 * else switches on `kind` (the registry test checks that every kind has every part).
 */
export interface KindHandler {
  kind: MessageKind;
  /** Whether the request's body is of this kind (KINDS are asked in order). */
  claims(body: MessageBody): boolean;
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
  /** The lock-screen line for a push, `who` being the sender's nickname, in `texts`' language. */
  pushText(row: KindRow, who: string, texts: PushTexts): string;
  /** The extra fields of its entry in a family export. */
  exportForm<Story>(
    row: KindRow & { media_id: string | null; mime_type: string | null },
    tools: ExportTools<Story>,
  ): Promise<{ recording: string | null; story?: Story }>;
  /** Milliseconds of recorded voice it adds to a child's activity. */
  voiceMs(row: Pick<KindRow, 'duration_ms'>): number;
}
