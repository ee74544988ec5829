// Arm 7: latency of opening a conversation of 100,000 messages ÷ opening one of 100. Both
// answer one page (the newest 100, as the web client asks), so a ratio near 1 means the page
// query uses the (conversation_id, id) index instead of scanning the conversation.
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { createConversation, seedFamily, startHearth, tempDir } from '../lib/hearth.mjs';
import { timedGet } from '../lib/latency.mjs';
import { median, round } from '../lib/stats.mjs';
import { uuid7 } from '../lib/uuid7.mjs';

/** Seeds rows straight into the file: 100,000 sends through HTTP would take minutes. */
function seedMessages(file, conversationId, profileId, count) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    `insert into messages (id, conversation_id, profile_id, content, client_id, created_at)
     values (?, ?, ?, ?, null, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      insert.run(
        uuid7(),
        conversationId,
        profileId,
        `message number ${i}`,
        new Date().toISOString(),
      );
    }
  })();
  db.close();
}

runArm('arm 7', async () => {
  const { quick } = armOptions();
  const samples = quick ? 200 : 600;
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  try {
    let hearth = await startHearth({ databaseUrl: file });
    const family = await seedFamily(hearth.url);
    const small = await createConversation(hearth.url, family, 'Small');
    await hearth.stop();
    seedMessages(file, family.conversation.id, family.profile.id, 100_000);
    seedMessages(file, small.id, family.profile.id, 100);

    hearth = await startHearth({ databaseUrl: file });
    try {
      const base = `${hearth.url}/api/v1/profiles/${family.profile.id}/conversations`;
      const headers = { authorization: `Bearer ${family.token}` };
      const large = [];
      const little = [];
      // Alternate the two so drift in the machine's speed hits both alike; the first 50 warm up.
      for (let i = 0; i < samples + 50; i += 1) {
        const a = await timedGet(`${base}/${family.conversation.id}`, headers);
        const b = await timedGet(`${base}/${small.id}`, headers);
        if (i >= 50) {
          large.push(a);
          little.push(b);
        }
      }
      const ratio = median(large) / median(little);
      return [
        {
          metric: 'arm7.open_100k_per_open_100',
          value: round(ratio),
          target: 1.5,
          op: '<=',
          detail: { median_ms_100k: round(median(large)), median_ms_100: round(median(little)) },
        },
      ];
    } finally {
      await hearth.stop();
    }
  } finally {
    tmp.cleanup();
  }
});
