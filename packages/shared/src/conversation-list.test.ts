import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_LIST_MESSAGES as M,
  conversationListQuery,
  conversationListQuerySchema as schema,
} from './conversation-list.js';

const id = '0190a6f2-5c3e-7a1b-8c2d-3e4f5a6b7c8d';
const messagesOf = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('the conversation list query', () => {
  it('asks for the whole list when empty, and a default page for a bare cursor', () => {
    expect(schema.parse({})).toBeNull();
    expect(schema.parse({ limit: '5' })).toEqual({ limit: 5, before: null });
    expect(schema.parse({ before_activity: '2026-01-31T18:00:00.000Z', before_id: id })).toEqual({
      limit: 20,
      before: { activity: '2026-01-31T18:00:00.000Z', id },
    });
  });

  it('brings a cursor to the stored form: UTC time with milliseconds, lower-case id', () => {
    const page = schema.parse({
      limit: '100',
      before_activity: '2026-01-31T19:00:00+01:00',
      before_id: id.toUpperCase(),
    });
    expect(page).toEqual({ limit: 100, before: { activity: '2026-01-31T18:00:00.000Z', id } });
  });

  it('refuses limits outside 1..100 and what is not a whole number', () => {
    for (const limit of ['0', '101', 'abc', '1.5', '', '-1']) {
      expect(messagesOf({ limit })).toEqual([M.limit]);
    }
  });

  it('refuses a malformed cursor, or half of one', () => {
    expect(messagesOf({ before_activity: 'yesterday', before_id: id })).toContain(M.beforeActivity);
    expect(messagesOf({ before_activity: '2026-01-31T18:00:00Z', before_id: 'x' })).toContain(
      M.beforeId,
    );
    expect(messagesOf({ before_id: id })).toEqual([M.beforePair]);
    expect(messagesOf({ limit: '3', before_activity: '2026-01-31T18:00:00Z' })).toEqual([
      M.beforePair,
    ]);
  });

  it('builds the query for the page after the last row held', () => {
    expect(conversationListQuery(20)).toBe('limit=20');
    const next = new URLSearchParams(
      conversationListQuery(20, { id, last_activity_at: '2026-01-31T18:00:00.000Z' }),
    );
    expect(schema.parse(Object.fromEntries(next))).toEqual({
      limit: 20,
      before: { activity: '2026-01-31T18:00:00.000Z', id },
    });
  });
});
