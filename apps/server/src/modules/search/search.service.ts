import { SEARCH_MESSAGES, searchQuerySchema, type SearchPage } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { unprocessable } from '../../lib/http-error.js';
import { isId } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { readScopeOf } from '../access/read-scope.service.js';
import { searchPage, type SearchKey } from './search.repository.js';
import { headlines } from './search-snippets.js';
import { searchTerms } from './search-terms.js';

const encode = (key: SearchKey) =>
  Buffer.from(JSON.stringify([key.created_at, key.message_id, key.rowid])).toString('base64url');

function decode(cursor: string): SearchKey {
  try {
    const [created_at, message_id, rowid] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    if (
      typeof created_at === 'string' &&
      !Number.isNaN(Date.parse(created_at)) &&
      typeof message_id === 'string' &&
      isId(message_id) &&
      (rowid === null || Number.isSafeInteger(rowid))
    ) {
      return { created_at, message_id, rowid: rowid as number | null };
    }
  } catch {
    // Not JSON, or not base64url: answered below as any other bad cursor.
  }
  throw unprocessable([SEARCH_MESSAGES.cursorInvalid]);
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
