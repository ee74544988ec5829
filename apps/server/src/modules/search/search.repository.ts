import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/schema.js';
import { dialectOf } from '../../db/database.js';
import { readableMessages, type ReadScope } from '../access/access.policy.js';
import { fts5Match, postgresTerms, type SearchTerms } from './search-terms.js';

/** How a snippet marks each match, and where it cuts a long text. */
export const MARKS = { start: '«', stop: '»', more: '…' };

/** Where a page starts: after this result (SQLite orders by rowid, PostgreSQL by id). */
export interface SearchKey {
  created_at: string;
  message_id: string;
  rowid: number | null;
}

// The index is SQLite's only, not part of the app's schema; rowid is every SQLite table's own.
const INDEX = sql<{ rowid: number; message_search: string }>`message_search`.as('s');

/** PostgreSQL's query: the quoted terms whole, AND the last word's runs as prefixes. */
export function tsquery(terms: SearchTerms): Expression<unknown> {
  const { whole, prefix } = postgresTerms(terms);
  const parts = prefix.map(
    // Quoted as a tsquery lexeme after folding, whatever the folding turned it into.
    (run) => sql`to_tsquery('simple', '''' || replace(replace(hearth_unaccent(${run}),
      '\\', '\\\\'), '''', '''''') || ''':*')`,
  );
  if (whole) parts.unshift(sql`websearch_to_tsquery('simple', hearth_unaccent(${whole}))`);
  return sql`(${sql.join(parts, sql` && `)})`;
}

/**
 * One page of the messages the scope may read now whose text or caption matches, newest first.
 * SQLite walks the index by rowid, newest first, so a common word stops at the page.
 */
export function searchPage(
  db: Db,
  scope: ReadScope,
  terms: SearchTerms,
  page: { before?: SearchKey; limit: number },
) {
  const sqlite = dialectOf(db) === 'sqlite';
  const query = readableMessages(db, scope)
    .select(['m.id as message_id', 'm.kind', 'm.created_at', 'm.conversation_id'])
    .select(['c.title', 'p.id as profile_id', 'p.nickname']);
  const before = page.before;
  if (sqlite) {
    let found = query
      .innerJoin(INDEX, (join) =>
        join.on(sql<SqlBool>`${sql.ref('s.rowid')} = ${sql.ref('m.rowid')}`),
      )
      .select('s.rowid')
      // Worked out for the rows of the page only: the index hands them over in order, no sort.
      .select(
        sql<string>`snippet(${sql.ref('s.message_search')}, 0, ${MARKS.start}, ${MARKS.stop}, ${MARKS.more}, 16)`.as(
          'snippet',
        ),
      )
      .where(sql<SqlBool>`${sql.ref('s.message_search')} match ${fts5Match(terms)}`);
    if (before) found = found.where('s.rowid', '<', before.rowid ?? 0);
    return found
      .orderBy('s.rowid', 'desc')
      .limit(page.limit + 1)
      .execute();
  }
  let found = query
    .select([sql<null>`null`.as('rowid'), sql<string | null>`null`.as('snippet')])
    .where(sql<SqlBool>`${sql.ref('m.search')} @@ ${tsquery(terms)}`);
  if (before) found = found.where('m.id', '<', before.message_id);
  // Ids are time-ordered (UUIDv7): the primary key walked backwards is newest first, which the
  // planner takes for a common word (stopping at the page) and the GIN index for a rare one.
  return found
    .orderBy('m.id', 'desc')
    .limit(page.limit + 1)
    .execute();
}
