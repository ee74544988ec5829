import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import {
  DEFAULT_PROFILE_SETTINGS,
  type Language,
  type ProfileKind,
  type ProfileSettings,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { chunksOf } from '../media/media.service.js';
import { kindOf } from '../messages/messages.service.js';
import type { ExportedMessage, ExportedProfile } from './export-document.js';
import { messageExtras } from './message-extras.js';
import { offlineIndex } from './offline-index.js';
import * as repo from './family-data.repository.js';

const EXTENSIONS: Record<string, string> = {
  'audio/mp4': 'm4a',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** Safe in a file name on every system, and still readable. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'someone';

/**
 * What the account owns beyond its conversations (its own stories, its profiles' badges and
 * settings), and the language its offline page speaks (null: English).
 */
export interface AccountExtras {
  stories: unknown[];
  badges: Map<string, unknown[]>;
  settings: Map<string, ProfileSettings>;
  language: Language | null;
}

/** A recording read from the database one chunk at a time, when the zip comes to it. */
function recordingStream(db: Db, mediaId: string): Readable {
  return Readable.from(
    chunksOf(db, mediaId),
    // One chunk read ahead, not the sixteen a stream of objects would buffer.
    { highWaterMark: 1 },
  );
}

/**
 * The account's data as a zip, written as it is read: a JSON file per profile, every recording
 * as an audio file named by date and sender, and an index.html that shows it all offline
 * (replies with their quote, reactions as chips).
 * Recordings are stored as they are (already compressed) and read only when their turn comes,
 * so memory holds one chunk of audio at a time, however large the family's recordings.
 */
export async function exportZip(
  ctx: AppContext,
  accountId: string,
  profiles: { id: string; nickname: string; kind: ProfileKind }[],
  extras: AccountExtras,
): Promise<NodeJS.ReadableStream> {
  const { db } = ctx;
  const zip = new ZipFile();
  const exportedAt = new Date().toISOString();
  const recordings = new Map<string, string>();
  /** Adds a recording once, named by date and sender; its bytes are read when the zip gets there. */
  const recordingOf = (
    m: { id: string; created_at: string; nickname: string },
    mediaId: string,
    mimeType: string,
    part = '',
  ) => {
    const known = recordings.get(mediaId);
    if (known) return known;
    const when = m.created_at.slice(0, 19).replace(/[T:]/g, '-');
    const ext = EXTENSIONS[mimeType] ?? 'audio';
    // Photos and videos go in their own folder, numbered in their message.
    const folder = mimeType.startsWith('audio/') ? 'recordings' : 'pictures';
    const name = `${folder}/${when}_${slug(m.nickname)}_${m.id.slice(-8)}${part}.${ext}`;
    recordings.set(mediaId, name);
    zip.addReadStreamLazy(name, { compress: false, mtime: new Date(m.created_at) }, (cb) =>
      cb(null, recordingStream(db, mediaId)),
    );
    return name;
  };
  const storyOf = async (
    m: { id: string; created_at: string; nickname: string },
    stored: string,
  ): Promise<ExportedMessage['story']> => {
    const sent = JSON.parse(stored) as {
      title: string;
      pages: { page_number: number; text: string }[];
    };
    const audio = new Map(
      (await repo.storyPagesOf(db, m.id)).map((row) => [
        row.page_number,
        recordingOf(m, row.media_id, row.mime_type, `_page-${row.page_number}`),
      ]),
    );
    return {
      title: sent.title,
      pages: sent.pages.map((page) => ({
        page_number: page.page_number,
        text: page.text,
        recording: audio.get(page.page_number) ?? null,
      })),
    };
  };
  const documents: ExportedProfile[] = [];
  // Who the settings' call buttons name, for the offline page: they share a conversation.
  const names: Record<string, string> = {};
  for (const profile of profiles) {
    const badges = extras.badges.get(profile.id) ?? [];
    const settings = extras.settings.get(profile.id) ?? DEFAULT_PROFILE_SETTINGS;
    const doc: ExportedProfile = {
      exported_at: exportedAt,
      profile,
      badges,
      settings,
      conversations: [],
    };
    const reader = { profileId: profile.id, accountId, kind: profile.kind };
    for (const conversation of await repo.conversationsOf(db, profile.id)) {
      const participants = await repo.participantsOf(db, conversation.id);
      for (const p of participants) names[p.id] = p.nickname;
      const messages = [];
      const rows = await repo.messagesOf(db, conversation.id, reader);
      const extras = await messageExtras(ctx, rows, profile.id);
      for (const m of rows) {
        let picture = 0;
        const tools = {
          recording: (id: string, mime: string) => recordingOf(m, id, mime),
          story: (stored: string) => storyOf(m, stored),
          picture: (id: string, mime: string) => recordingOf(m, id, mime, `_${++picture}`),
          photos: () => repo.photosOf(db, m.id),
          poster: async (videoId: string) => (await repo.posterOf(db, videoId)) ?? null,
        };
        // A deleted message keeps its place in the thread, without its recording or story.
        const { recording, story, pictures } = m.deleted_at
          ? { recording: null, story: undefined, pictures: undefined }
          : await kindOf(m.kind).exportForm(m, tools);
        messages.push({
          id: m.id,
          created_at: m.created_at,
          sender: m.nickname,
          kind: m.kind,
          content: m.deleted_at ? '' : m.content,
          deleted: Boolean(m.deleted_at),
          edited_at: m.edited_at ?? null,
          recording,
          ...(story ? { story } : {}),
          ...(pictures ? { pictures } : {}),
          ...extras.get(m.id),
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
  zip.addBuffer(Buffer.from(JSON.stringify(extras.stories, null, 2)), 'stories.json');
  zip.addBuffer(Buffer.from(offlineIndex(documents, extras.language, names)), 'index.html');
  zip.end();
  return zip.outputStream;
}
