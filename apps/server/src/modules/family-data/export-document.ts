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
}

export interface ExportedProfile {
  exported_at: string;
  profile: { id: string; nickname: string };
  /** The badges this profile earned. */
  badges: unknown[];
  conversations: {
    id: string;
    title: string;
    participants: string[];
    messages: ExportedMessage[];
  }[];
}
