import { sql } from 'kysely';
import type { Db } from '../../db/schema.js';
import { MARKS, tsquery } from './search.repository.js';
import type { SearchTerms } from './search-terms.js';

/** Characters of a message shown whole; a longer one is shown as fragments around its matches. */
const SHORT = 160;

/**
 * PostgreSQL's snippets of a page, by message id (SQLite's come with the page): ts_headline
 * reads the text again, so it runs for the page's rows alone.
 */
export async function headlines(
  db: Db,
  terms: SearchTerms,
  messageIds: string[],
): Promise<Map<string, string>> {
  if (messageIds.length === 0) return new Map();
  const marks = `StartSel=${MARKS.start}, StopSel=${MARKS.stop}`;
  // A short message is shown whole (fragments would drop its closing punctuation).
  const whole = `${marks}, HighlightAll=true`;
  const parts = `${marks}, MaxFragments=2, MaxWords=16, MinWords=6, ShortWord=0, FragmentDelimiter=" ${MARKS.more} "`;
  const headline = (options: string) =>
    sql<string>`ts_headline('hearth_headline', ${sql.ref('m.content')}, ${tsquery(terms)}, ${options})`;
  const rows = await db
    .selectFrom('messages as m')
    .select('m.id')
    .select(
      sql<string>`case when length(${sql.ref('m.content')}) <= ${SHORT} then ${headline(whole)}
        else ${MARKS.more} || ${headline(parts)} || ${MARKS.more} end`.as('snippet'),
    )
    .where('m.id', 'in', messageIds)
    .execute();
  return new Map(rows.map((r) => [r.id, r.snippet]));
}
