// Families for the capacity arm, written straight into a migrated database (SQLite or
// PostgreSQL): an account, an access token (sha256 of the bearer, as the API stores it) and a
// profile per member, and each family's two conversations. Through the API each account would
// cost an argon2id hash, minutes for 20,000 members.
//
// A family is 6 members: two grandparents (0, 1), two parents (2, 3), two children (4, 5). It
// has two conversations: "Everyone" (all 6) and "With the grandparents" (the grandparents and
// the parents, 4 members), so grandparents and parents are in both, the children in one.
import { createHash, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { uuid7 } from './uuid7.mjs';

export const FAMILY_SIZE = 6;
const NICKNAMES = ['Grandma', 'Grandpa', 'Mum', 'Dad', 'Ana', 'Leo'];
const GRANDPARENTS_CHAT = [0, 1, 2, 3];

/**
 * `count` families in memory: per family its members ({ token, tokenHash, accountId, profileId,
 * nickname }) and conversations ({ id, title, members: indexes into the family's members }).
 */
export function makeFamilies(count) {
  const families = [];
  for (let f = 0; f < count; f += 1) {
    const members = NICKNAMES.map((nickname) => {
      const token = randomBytes(32).toString('base64url');
      return {
        token,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        accountId: uuid7(),
        profileId: uuid7(),
        nickname,
      };
    });
    const conversations = [
      { id: uuid7(), title: 'Everyone', members: [0, 1, 2, 3, 4, 5] },
      { id: uuid7(), title: 'With the grandparents', members: GRANDPARENTS_CHAT },
    ];
    families.push({ members, conversations });
  }
  return families;
}

/** The rows of every table, in insert order, as [table, columns, rows]. */
function rows(families) {
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const accounts = [];
  const tokens = [];
  const profiles = [];
  const conversations = [];
  const participants = [];
  families.forEach((family, f) => {
    for (const m of family.members) {
      accounts.push([m.accountId, `family${f}-${m.accountId}@example.test`, 'not-a-hash', now]);
      tokens.push([uuid7(), m.accountId, m.tokenHash, now, later]);
      profiles.push([m.profileId, m.accountId, m.nickname, now]);
    }
    for (const c of family.conversations) {
      conversations.push([c.id, c.title, family.members[0].profileId, now, now]);
      for (const i of c.members) participants.push([c.id, family.members[i].profileId, now]);
    }
  });
  return [
    ['accounts', ['id', 'email_address', 'password_hash', 'created_at'], accounts],
    ['access_tokens', ['id', 'account_id', 'token_hash', 'created_at', 'expires_at'], tokens],
    ['profiles', ['id', 'account_id', 'nickname', 'created_at'], profiles],
    [
      'conversations',
      ['id', 'title', 'created_by_profile_id', 'created_at', 'last_activity_at'],
      conversations,
    ],
    ['participants', ['conversation_id', 'profile_id', 'joined_at'], participants],
  ];
}

export function seedFamiliesSqlite(file, families) {
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.transaction(() => {
    for (const [table, columns, values] of rows(families)) {
      const insert = db.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      for (const row of values) insert.run(...row);
    }
  })();
  db.close();
}

export async function seedFamiliesPg(url, families) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    for (const [table, columns, values] of rows(families)) {
      // Batches of 1,000 rows a statement: well under PostgreSQL's 65,535 parameters.
      for (let at = 0; at < values.length; at += 1000) {
        const batch = values.slice(at, at + 1000);
        const params = [];
        const tuples = batch.map((row) => {
          const slots = row.map((value) => {
            params.push(value);
            return `$${params.length}`;
          });
          return `(${slots.join(', ')})`;
        });
        await client.query(
          `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`,
          params,
        );
      }
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
}
