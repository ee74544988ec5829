import { z } from 'zod';
import { CONVERSATION_LIST_MESSAGES } from './conversation-list-texts.js';
import { LIMITS } from './limits.js';
import { uuidField } from './media.js';

export * from './conversation-list-texts.js';

const M = CONVERSATION_LIST_MESSAGES;

/**
 * `GET /profiles/{id}/conversations?limit=&before_activity=&before_id=`. Without any of them the
 * answer is the whole list, as the specification has it. `limit` alone is the newest page; the
 * cursor is the last row held (its `last_activity_at` and `id`) and asks for the rows after it in
 * the list's order (activity, then id, both descending). A cursor without a limit takes the
 * default page size, so that no cursor asks for an unbounded rest.
 */
export const conversationListQuerySchema = z
  .object({
    limit: z.coerce
      .number({ error: M.limit })
      .int({ error: M.limit })
      .min(1, { error: M.limit })
      .max(LIMITS.conversationPageMax, { error: M.limit })
      .optional(),
    // Stored times are toISOString()'s, compared as text: any offset is brought to that form.
    before_activity: z.iso
      .datetime({ offset: true, error: M.beforeActivity })
      .transform((at) => new Date(at).toISOString())
      .optional(),
    before_id: uuidField(M.beforeId).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.before_activity === undefined) !== (query.before_id === undefined)) {
      ctx.addIssue({ code: 'custom', message: M.beforePair, path: ['before_id'] });
    }
  })
  .transform(({ limit, before_activity, before_id }) => {
    if (limit === undefined && before_id === undefined) return null;
    const before =
      before_activity !== undefined && before_id !== undefined
        ? { activity: before_activity, id: before_id }
        : null;
    return { limit: limit ?? LIMITS.conversationPageSize, before };
  });

/** One page of the list, or null for the whole of it. */
export type ConversationListPage = z.output<typeof conversationListQuerySchema>;

/** The query for the page after `last` (the last row held), for clients and tests alike. */
export function conversationListQuery(
  limit: number,
  last?: { id: string; last_activity_at: string },
): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (last) {
    params.set('before_activity', last.last_activity_at);
    params.set('before_id', last.id);
  }
  return params.toString();
}
