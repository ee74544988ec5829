// Arm 14: latency of the conversation list (`GET /profiles/{id}/conversations?limit=20`, what the
// web client asks for: its first page, LIMITS.conversationPageSize from the shared package) for a
// profile in 1,000 conversations ÷ one in 10 (whose page holds all 10).
// Every conversation has two members and 20 messages, half of them unread, so each summary
// carries its newest message and an unread count. Rows are written straight into SQLite.
import { join } from 'node:path';
import { LIMITS, conversationListQuery } from '@hearth/shared';
import SQLite from 'better-sqlite3';
import { armOptions, runArm } from '../lib/arm-output.mjs';
import { makeFamilies, seedFamiliesSqlite } from '../lib/families.mjs';
import { startHearth, tempDir } from '../lib/hearth.mjs';
import { timedGet } from '../lib/latency.mjs';
import { median, round } from '../lib/stats.mjs';
import { uuid7 } from '../lib/uuid7.mjs';

const MESSAGES_EACH = 20;

/** `count` two-member conversations of `member` with `other`, each with its messages. */
function seedConversations(file, member, other, count) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const q = {
    conversation: db.prepare(
      'insert into conversations (id, title, created_by_profile_id, created_at, last_activity_at) values (?, ?, ?, ?, ?)',
    ),
    participant: db.prepare(
      'insert into participants (conversation_id, profile_id, joined_at, last_read_message_id) values (?, ?, ?, ?)',
    ),
    message: db.prepare(
      'insert into messages (id, conversation_id, profile_id, content, client_id, created_at) values (?, ?, ?, ?, null, ?)',
    ),
  };
  db.transaction(() => {
    for (let c = 0; c < count; c += 1) {
      const id = uuid7();
      const at = new Date(Date.now() - c * 60_000).toISOString();
      q.conversation.run(id, `Chat ${c}`, member.profileId, at, at);
      let readUpTo = null;
      const ids = [];
      for (let m = 0; m < MESSAGES_EACH; m += 1) {
        const messageId = uuid7();
        ids.push(messageId);
        const from = m % 2 === 0 ? other : member;
        q.message.run(messageId, id, from.profileId, `Message ${m} of chat ${c}`, at);
        if (m === MESSAGES_EACH / 2 - 1) readUpTo = messageId;
      }
      q.participant.run(id, member.profileId, at, readUpTo);
      q.participant.run(id, other.profileId, at, ids.at(-1));
    }
  })();
  db.close();
}

runArm('arm 14', async () => {
  const { quick } = armOptions();
  const samples = quick ? 100 : 400;
  const tmp = tempDir();
  const file = join(tmp.dir, 'hearth.db');
  try {
    let hearth = await startHearth({ databaseUrl: file }); // runs the migrations
    await hearth.stop();
    // Two families' accounts, without their family conversations: the members are reused.
    const families = makeFamilies(2).map((f) => ({ ...f, conversations: [] }));
    seedFamiliesSqlite(file, families);
    const [many, few] = [families[0].members[0], families[1].members[0]];
    seedConversations(file, many, families[0].members[1], 1000);
    seedConversations(file, few, families[1].members[1], 10);

    hearth = await startHearth({ databaseUrl: file });
    try {
      const page = conversationListQuery(LIMITS.conversationPageSize);
      const list = (m) => `${hearth.url}/api/v1/profiles/${m.profileId}/conversations?${page}`;
      const auth = (m) => ({ authorization: `Bearer ${m.token}` });
      const large = [];
      const small = [];
      // Alternated so drift in the machine's speed hits both alike; the first 20 warm up.
      for (let i = 0; i < samples + 20; i += 1) {
        const a = await timedGet(list(many), auth(many));
        const b = await timedGet(list(few), auth(few));
        if (i >= 20) {
          large.push(a);
          small.push(b);
        }
      }
      return [
        {
          metric: 'arm14.list_1000_per_list_10',
          value: round(median(large) / median(small)),
          target: 1.5,
          op: '<=',
          detail: {
            median_ms_1000: round(median(large)),
            median_ms_10: round(median(small)),
            page_size: LIMITS.conversationPageSize,
            samples,
          },
        },
      ];
    } finally {
      await hearth.stop();
    }
  } finally {
    tmp.cleanup();
  }
});
