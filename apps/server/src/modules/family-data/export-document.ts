import type { ProfileSettings } from '@hearth/shared';

/** The export's JSON document per profile: the zip holds it, and its offline page shows it. */
export interface ExportedMessage {
  id: string;
  created_at: string;
  sender: string;
  kind: string;
  content: string;
  deleted: boolean;
  edited_at: string | null;
  /** The recording's path inside the zip, for a voice message. */
  recording: string | null;
  /** A read-aloud: its story as sent, each page with its recording's path (or null). */
  story?: {
    title: string;
    pages: { page_number: number; text: string; recording: string | null }[];
  };
  /** A photo message's photos (display size) or a video message's video, as files in the zip. */
  pictures?: { file: string; mime_type: string; poster?: string | null }[];
  /** A reply: the message it answers, as the app quotes it (its sender and one-line preview). */
  reply_to?: { id: string; sender: string; preview: string };
  /** Its reactions as the app shows them: each emoji, how many, and who (nicknames). */
  reactions?: { emoji: string; count: number; by: string[] }[];
}

export interface ExportedProfile {
  exported_at: string;
  profile: { id: string; nickname: string };
  /** The badges this profile earned. */
  badges: unknown[];
  /** Its settings as `GET /profiles/{id}/settings` answers them. */
  settings: ProfileSettings;
  conversations: {
    id: string;
    title: string;
    participants: string[];
    messages: ExportedMessage[];
  }[];
}
