import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/schema.js';
import { offlineIndex } from './offline-index.js';
import * as repo from './family-data.repository.js';

const EXTENSIONS: Record<string, string> = {
  'audio/mp4': 'm4a',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
};

/** Safe in a file name on every system, and still readable. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'someone';

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
}

export interface ExportedProfile {
  exported_at: string;
  profile: { id: string; nickname: string };
  conversations: {
    id: string;
    title: string;
    participants: string[];
    messages: ExportedMessage[];
  }[];
}

/** A recording read from the database one chunk at a time, when the zip comes to it. */
function recordingStream(db: Db, mediaId: string): Readable {
  return Readable.from(
    (async function* () {
      for (let seq = 0; ; seq++) {
        const chunk = await repo.chunkOf(db, mediaId, seq);
        if (!chunk) return;
        yield Buffer.from(chunk.data);
      }
    })(),
    // One chunk read ahead, not the sixteen a stream of objects would buffer.
    { highWaterMark: 1 },
  );
}

/**
 * The account's data as a zip, written as it is read: a JSON file per profile, every recording
 * as an audio file named by date and sender, and an index.html that shows it all offline.
 * Recordings are stored as they are (already compressed) and read only when their turn comes,
 * so memory holds one chunk of audio at a time, however large the family's recordings.
 */
export async function exportZip(
  db: Db,
  profiles: { id: string; nickname: string }[],
): Promise<NodeJS.ReadableStream> {
  const zip = new ZipFile();
  const exportedAt = new Date().toISOString();
  const recordings = new Map<string, string>();
  const documents: ExportedProfile[] = [];
  for (const profile of profiles) {
    const doc: ExportedProfile = { exported_at: exportedAt, profile, conversations: [] };
    for (const conversation of await repo.conversationsOf(db, profile.id)) {
      const participants = await repo.participantsOf(db, conversation.id);
      const messages = [];
      for (const m of await repo.messagesOf(db, conversation.id)) {
        let recording: string | null = null;
        if (m.media_id && m.mime_type && !m.deleted_at) {
          recording = recordings.get(m.media_id) ?? null;
          if (!recording) {
            const when = m.created_at.slice(0, 19).replace(/[T:]/g, '-');
            const ext = EXTENSIONS[m.mime_type] ?? 'audio';
            recording = `recordings/${when}_${slug(m.nickname)}_${m.id.slice(-8)}.${ext}`;
            recordings.set(m.media_id, recording);
            const mediaId = m.media_id;
            zip.addReadStreamLazy(
              recording,
              { compress: false, mtime: new Date(m.created_at) },
              (cb) => cb(null, recordingStream(db, mediaId)),
            );
          }
        }
        messages.push({
          id: m.id,
          created_at: m.created_at,
          sender: m.nickname,
          kind: m.kind,
          content: m.deleted_at ? '' : m.content,
          deleted: Boolean(m.deleted_at),
          edited_at: m.edited_at ?? null,
          recording,
        });
      }
      doc.conversations.push({
        id: conversation.id,
        title: conversation.title,
        participants: participants.map((p) => p.nickname),
        messages,
      });
    }
    documents.push(doc);
    const name = `profiles/${slug(profile.nickname)}-${profile.id.slice(-8)}.json`;
    zip.addBuffer(Buffer.from(JSON.stringify(doc, null, 2)), name);
  }
  zip.addBuffer(Buffer.from(offlineIndex(documents)), 'index.html');
  zip.end();
  return zip.outputStream;
}
