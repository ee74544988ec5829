import type { ConversationSummary } from '@hearth/shared';
import { CONVERSATION_LIST_MESSAGES as M, conversationListQuery } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { sendMessage } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';

type Row = Pick<ConversationSummary, 'id' | 'last_activity_at'>;
const TIE = '2026-01-01T12:00:00.000Z';

describe.each(DIALECTS)('pages of the conversation list on %s', (dialect) => {
  const t = useTestApp(dialect);

  const list = async (token: string, profileId: string, query = '') => {
    const res = await t.api.get(`/profiles/${profileId}/conversations${query}`, token);
    expect(res.statusCode).toBe(200);
    return res.json<ConversationSummary[]>();
  };

  /** Walks the list page by page, each cursor taken from the last row of the page before. */
  async function walk(token: string, profileId: string, limit: number) {
    const pages: ConversationSummary[][] = [];
    let last: Row | undefined;
    for (;;) {
      const page = await list(token, profileId, `?${conversationListQuery(limit, last)}`);
      expect(page.length).toBeLessThanOrEqual(limit);
      if (page.length === 0) return pages;
      pages.push(page);
      last = page.at(-1);
    }
  }

  /**
   * Grandma in 8 conversations, 3 of them at one same instant (ties only the id can order), 2
   * where a guest from another account wrote to her: unread counts and previews to get right.
   */
  async function busyGrandma(tag: string) {
    const grandma = await t.api.family(`${tag}@example.org`, 'Grandma', 'Chat 0');
    const guest = await t.api.family(`${tag}-guest@example.org`, 'Guest', 'Elsewhere');
    const ids = [grandma.conversation.id];
    for (let i = 1; i < 8; i += 1) {
      ids.push((await t.api.createConversation(grandma.token, grandma.profile.id, `Chat ${i}`)).id);
    }
    for (const conversationId of ids.slice(5, 7)) {
      const by = { token: grandma.token, profileId: grandma.profile.id, conversationId };
      await inviteInto(t.api, by, { token: guest.token, profileId: guest.profile.id });
      await sendMessage(
        t.api,
        guest.token,
        guest.profile.id,
        conversationId,
        `hi in ${by.conversationId}`,
      );
    }
    await t.app.ctx.db
      .updateTable('conversations')
      .set({ last_activity_at: TIE })
      .where('id', 'in', ids.slice(1, 4))
      .execute();
    return { ...grandma, ids, guest };
  }

  it('without a query answers the whole list, newest first, ties by id', async () => {
    const g = await busyGrandma('whole');
    const all = await list(g.token, g.profile.id);
    expect(all.map((c) => c.id).sort()).toEqual([...g.ids].sort());
    const order = [...all].sort((a, b) =>
      a.last_activity_at === b.last_activity_at
        ? b.id.localeCompare(a.id)
        : b.last_activity_at.localeCompare(a.last_activity_at),
    );
    expect(all.map((c) => c.id)).toEqual(order.map((c) => c.id));
    expect(all.filter((c) => c.unread_count === 1)).toHaveLength(2);
  });

  it.each([1, 2, 3, 8, 100])(
    'pages of %i are disjoint and make up the whole list in order',
    async (limit) => {
      const g = await busyGrandma(`walk-${limit}`);
      const all = await list(g.token, g.profile.id);
      const pages = await walk(g.token, g.profile.id, limit);
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
      // The same summaries, unread counts and previews included, as the whole list gives.
      expect(pages.flat()).toEqual(all);
    },
  );

  it('orders a tie by id, wherever the cursor falls in it', async () => {
    const g = await busyGrandma('tie');
    const tied = (await list(g.token, g.profile.id)).filter((c) => c.last_activity_at === TIE);
    expect(tied.map((c) => c.id)).toEqual(g.ids.slice(1, 4).sort().reverse());
    const after = await list(g.token, g.profile.id, `?${conversationListQuery(10, tied[0])}`);
    expect(after.slice(0, 2).map((c) => c.id)).toEqual(tied.slice(1).map((c) => c.id));
  });

  it("applies a child's filters on a page: paused, and no preview", async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, 'child-page');
    const stranger = await t.api.family('stranger-child-page@example.org', 'Stranger', 'S');
    const by = { token: joe.token, profileId: joe.profile.id, conversationId };
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    await sendMessage(t.api, stranger.token, stranger.profile.id, conversationId, 'psst');
    const page = await list(nana.childToken, nana.child.id, '?limit=1');
    expect(page).toEqual(await list(nana.childToken, nana.child.id));
    expect(page[0]).toMatchObject({ id: conversationId, paused: true, last_message: null });
  });

  it("answers 404 for another account's profile, with or without a page", async () => {
    const g = await busyGrandma('other');
    for (const query of ['', '?limit=5']) {
      const res = await t.api.get(`/profiles/${g.profile.id}/conversations${query}`, g.guest.token);
      expect(res.statusCode).toBe(404);
    }
  });

  it.each([
    ['limit=0', M.limit],
    ['limit=101', M.limit],
    ['limit=abc', M.limit],
    ['limit=2.5', M.limit],
    [
      'limit=5&before_activity=yesterday&before_id=0190a6f2-5c3e-7a1b-8c2d-3e4f5a6b7c8d',
      M.beforeActivity,
    ],
    ['limit=5&before_activity=2026-01-01T00:00:00.000Z&before_id=nope', M.beforeId],
    ['limit=5&before_activity=2026-01-01T00:00:00.000Z', M.beforePair],
    ['before_id=0190a6f2-5c3e-7a1b-8c2d-3e4f5a6b7c8d', M.beforePair],
  ])('refuses ?%s with 422 and changes nothing', async (query, message) => {
    const g = await busyGrandma(`bad-${query.replace(/[^a-z0-9]/gi, '')}`);
    const before = await list(g.token, g.profile.id);
    const res = await t.api.get(`/profiles/${g.profile.id}/conversations?${query}`, g.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: message, errors: expect.arrayContaining([message]) });
    expect(await list(g.token, g.profile.id)).toEqual(before);
  });
});
