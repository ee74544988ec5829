import { SEARCH_MESSAGES, searchQuerySchema, type SearchPage } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { decodeMessageCursor, encodeMessageCursor } from '../../lib/message-cursor.js';
import { validate } from '../../lib/validate.js';
import { readScopeOf } from '../access/read-scope.service.js';
import { searchPage, type SearchKey } from './search.repository.js';
import { headlines } from './search-snippets.js';
import { searchTerms } from './search-terms.js';

const isRow = (value: unknown): value is number | null =>
  value === null || Number.isSafeInteger(value);
const encode = ({ rowid, ...key }: SearchKey) => encodeMessageCursor({ ...key, within: rowid });

function decode(cursor: string): SearchKey {
  const { within, ...key } = decodeMessageCursor(cursor, isRow, SEARCH_MESSAGES.cursorInvalid);
  return { ...key, rowid: within };
}

/**
 * Searches the text and captions of every message one of the account's profiles may read now,
 * newest first. 404 for a profile (or a conversation filter) not its own.
 */
export async function search(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  query: unknown,
): Promise<SearchPage> {
  const { q, before, limit, conversation_id } = validate(searchQuerySchema, query);
  const key = before === undefined ? undefined : decode(before);
  const scope = await readScopeOf(ctx, accountId, profileId, conversation_id);
  const terms = searchTerms(q);
  // Only punctuation typed: no word to look for, so nothing is found.
  if (terms.terms.length === 0) return { results: [], next_cursor: null };
  const rows = await searchPage(ctx.db, scope, terms, { ...(key ? { before: key } : {}), limit });
  const kept = rows.slice(0, limit);
  const pending = kept.filter((row) => row.snippet === null).map((row) => row.message_id);
  const marked = await headlines(ctx.db, terms, pending);
  const last = kept.at(-1);
  return {
    results: kept.map((row) => ({
      message_id: row.message_id,
      conversation: { id: row.conversation_id, title: row.title },
      profile: { id: row.profile_id, nickname: row.nickname },
      kind: row.kind,
      created_at: row.created_at,
      snippet: row.snippet ?? marked.get(row.message_id) ?? '',
    })),
    next_cursor:
      rows.length > limit && last
        ? encode({
            created_at: last.created_at,
            message_id: last.message_id,
            rowid: last.rowid === null ? null : Number(last.rowid),
          })
        : null,
  };
}
