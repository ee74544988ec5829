// Family rooms written straight into a migrated SQLite file: thousands of accounts through the
// API would cost one argon2id hash each (minutes), and the realtime arms measure delivery, not
// sign-up. Rows match what the API writes: account, access token (sha256), profile, participant.
import { createHash, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { uuid7 } from './uuid7.mjs';

/**
 * `rooms` conversations of `perRoom` accounts each. Returns, per room, its conversation id and
 * its members' { token, accountId, profileId }.
 */
export function seedRooms(file, rooms, perRoom) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 86_400_000).toISOString();
  const q = {
    account: db.prepare(
      'insert into accounts (id, email_address, password_hash, created_at) values (?, ?, ?, ?)',
    ),
    token: db.prepare(
      'insert into access_tokens (id, account_id, token_hash, created_at, expires_at, revoked_at) values (?, ?, ?, ?, ?, null)',
    ),
    profile: db.prepare(
      'insert into profiles (id, account_id, nickname, created_at, deleted_at) values (?, ?, ?, ?, null)',
    ),
    conversation: db.prepare(
      'insert into conversations (id, title, created_by_profile_id, created_at, last_activity_at) values (?, ?, ?, ?, ?)',
    ),
    participant: db.prepare(
      'insert into participants (conversation_id, profile_id, joined_at, last_read_message_id) values (?, ?, ?, null)',
    ),
  };
  const result = [];
  db.transaction(() => {
    for (let r = 0; r < rooms; r += 1) {
      const members = [];
      for (let m = 0; m < perRoom; m += 1) {
        const accountId = uuid7();
        const profileId = uuid7();
        const token = randomBytes(32).toString('base64url');
        q.account.run(
          accountId,
          `room${r}-member${m}-${accountId}@example.test`,
          'not-a-hash',
          now,
        );
        q.token.run(
          uuid7(),
          accountId,
          createHash('sha256').update(token).digest('hex'),
          now,
          later,
        );
        q.profile.run(profileId, accountId, `Member ${m}`, now);
        members.push({ token, accountId, profileId });
      }
      const conversationId = uuid7();
      q.conversation.run(conversationId, `Family ${r}`, members[0].profileId, now, now);
      for (const member of members) q.participant.run(conversationId, member.profileId, now);
      result.push({ conversationId, members });
    }
  })();
  db.close();
  return result;
}
