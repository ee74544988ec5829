import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './schema.js';
import * as initial from './migrations/0001-initial.js';
import * as eventLog from './migrations/0002-message-kind-and-event-log.js';
import * as media from './migrations/0003-media.js';
import * as knownDevices from './migrations/0004-known-devices.js';
import * as storiesAndBadges from './migrations/0005-stories-and-badges.js';
import * as supervisedChildren from './migrations/0006-supervised-children.js';
import * as familyData from './migrations/0007-family-data.js';
import * as push from './migrations/0008-push.js';
import * as messageReports from './migrations/0009-message-reports.js';
import * as textIndexes from './migrations/0010-text-leaves-media-and-badge-indexes.js';
import * as participantsProfile from './migrations/0011-participants-profile-covers-conversation.js';
import * as profileLanguage from './migrations/0012-profile-language.js';
import * as photosAndVideo from './migrations/0013-photos-and-video.js';
import * as calls from './migrations/0014-calls.js';
import * as callStory from './migrations/0015-call-story-time-and-auto-answer.js';
import * as reactionsAndReplies from './migrations/0016-reactions-and-replies.js';
import * as messageSearch from './migrations/0017-message-search.js';
import * as profileSettings from './migrations/0018-profile-settings.js';
import * as printedKeepsakes from './migrations/0019-printed-keepsakes.js';
import * as keepsakeFiles from './migrations/0020-keepsake-files-in-media.js';

// Listed in code rather than read from a folder, so the built server needs no file scanning.
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-message-kind-and-event-log': eventLog,
  '0003-media': media,
  '0004-known-devices': knownDevices,
  '0005-stories-and-badges': storiesAndBadges,
  '0006-supervised-children': supervisedChildren,
  '0007-family-data': familyData,
  '0008-push': push,
  '0009-message-reports': messageReports,
  '0010-text-leaves-media-and-badge-indexes': textIndexes,
  '0011-participants-profile-covers-conversation': participantsProfile,
  '0012-profile-language': profileLanguage,
  '0013-photos-and-video': photosAndVideo,
  '0014-calls': calls,
  '0015-call-story-time-and-auto-answer': callStory,
  '0016-reactions-and-replies': reactionsAndReplies,
  '0017-message-search': messageSearch,
  '0018-profile-settings': profileSettings,
  '0019-printed-keepsakes': printedKeepsakes,
  '0020-keepsake-files-in-media': keepsakeFiles,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Database migration failed: ${cause}`);
  }
}

/** Names of the migrations this build knows that the database has not run (empty when current). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const known = await new Migrator({ db, provider }).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
