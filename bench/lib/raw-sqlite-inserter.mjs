// The raw durable insert that arms 1 and 2 measure a send against: better-sqlite3 inserting the
// send's row, one commit each, into a copy of the file the server migrated and seeded.
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEND_BODY, repoRoot } from './hearth.mjs';
import { startSliceProcess } from './slice-process.mjs';

/**
 * Copies the stopped server's `file` to `rawFile` (a copy, not the same file: two processes
 * writing one file in turn drop each other's page cache at every turn) and starts the inserter,
 * pinned to the server core; `run(seconds)` asks it for one slice.
 */
export function startRawInserter({ file, rawFile, family, synchronous }) {
  copyFileSync(file, rawFile);
  const content = JSON.parse(SEND_BODY).message.content;
  const script = join(repoRoot, 'bench/lib/sqlite-insert.mjs');
  const args = [rawFile, family.conversation.id, family.profile.id, content, synchronous];
  return startSliceProcess(script, args);
}
