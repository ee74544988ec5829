import { describe, expect, it } from 'vitest';
import { KEEPSAKE_LIMITS, KEEPSAKE_MESSAGES, type PrintedKeepsake } from '@hearth/shared';
import { nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';
import * as lease from './printed-lease.repository.js';
import * as repo from './printed.repository.js';

const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
/** A period around today. */
const around = { from: day(-1), to: day(1) };

describe.each(DIALECTS)('who may make a printed book, and what, on %s', (dialect) => {
  // The maker is stopped: books stay in the making, as a long one would.
  const t = useTestApp(dialect, {}, { keepsakes: { onWorker: (worker) => void worker.close() } });
  let n = 0;
  const ask = (token: string, profileId: string, keepsake: unknown) =>
    t.api.post(`/profiles/${profileId}/keepsakes`, { keepsake }, token);

  it('is one book in the making per account, for a grown-up of the conversation', async () => {
    const { gran, kid } = await t.api.grandmaAndGrandchild(`who-${++n}`);
    const good = {
      conversation_id: gran.conversation.id,
      ...around,
      title: 'Us',
      page_size: 'letter',
    };
    const first = await ask(gran.token, gran.profile.id, good);
    expect(first.statusCode).toBe(202);
    const again = await ask(gran.token, gran.profile.id, good);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({
      code: 'rate_limited',
      error: KEEPSAKE_MESSAGES.oneAtATime,
    });
    // Another account's grown-up of the same conversation makes their own.
    expect((await ask(kid.token, kid.profile.id, good)).statusCode).toBe(202);

    const stranger = await t.api.family(`who-stranger-${n}@example.org`);
    const theirs = await ask(stranger.token, stranger.profile.id, good);
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual([KEEPSAKE_MESSAGES.conversationUnknown]);
    // Another account's profile, and another account's book: 404.
    expect((await ask(stranger.token, gran.profile.id, good)).statusCode).toBe(404);
    const id = first.json<{ keepsake: PrintedKeepsake }>().keepsake.id;
    expect(
      (await t.api.get(`/profiles/${stranger.profile.id}/keepsakes/${id}`, stranger.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.api.get(`/profiles/${gran.profile.id}/keepsakes/${id}`, gran.token)).json(),
    ).toMatchObject({
      keepsake: { status: 'making', progress: 0, download_url: null },
    });
  });

  it('refuses a child, through its parent or its own session', async () => {
    const { nana, conversationId } = await nanaJoeAndLily(t.api, `child-${++n}`);
    const body = { conversation_id: conversationId, ...around, title: 'Lily', page_size: 'A5' };
    const parent = await ask(nana.token, nana.child.id, body);
    expect(parent.statusCode).toBe(403);
    expect(parent.json().error).toBe(KEEPSAKE_MESSAGES.adultsOnly);
    expect((await ask(nana.childToken, nana.child.id, body)).statusCode).toBe(403);
  });

  it.each([
    [{ from: '2026-02-30' }, KEEPSAKE_MESSAGES.dateInvalid],
    [{ to: 'tomorrow' }, KEEPSAKE_MESSAGES.dateInvalid],
    [{ from: '2026-03-02', to: '2026-03-01' }, KEEPSAKE_MESSAGES.periodReversed],
    [{ from: '2025-01-01', to: '2026-01-02' }, KEEPSAKE_MESSAGES.periodTooLong],
    [{ title: '   ' }, KEEPSAKE_MESSAGES.titleRequired],
    [{ title: 'x'.repeat(KEEPSAKE_LIMITS.titleMax + 1) }, KEEPSAKE_MESSAGES.titleTooLong],
    [{ page_size: 'A4' }, KEEPSAKE_MESSAGES.pageSizeInvalid],
    [{ conversation_id: 'nope' }, KEEPSAKE_MESSAGES.conversationUnknown],
  ])('answers %j with a clear sentence, and makes nothing', async (change, sentence) => {
    const f = await t.api.family(`bad-${++n}@example.org`);
    const body = {
      conversation_id: f.conversation.id,
      ...around,
      title: 'Us',
      page_size: 'A5',
      ...change,
    };
    const res = await ask(f.token, f.profile.id, body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: [sentence] });
    const books = await t.app.ctx.db
      .selectFrom('keepsakes')
      .select('id')
      .where('account_id', '=', f.user.id)
      .execute();
    expect(books).toEqual([]);
  });

  it('is made by one instance at a time: a claim holds until its lease runs out', async () => {
    const f = await t.api.family(`lease-${++n}@example.org`);
    const body = { conversation_id: f.conversation.id, ...around, title: 'Us', page_size: 'A5' };
    const id = (await ask(f.token, f.profile.id, body)).json<{ keepsake: PrintedKeepsake }>()
      .keepsake.id;
    const { db } = t.app.ctx;
    const at = (s: number) => new Date(Date.UTC(2030, 0, 1, 0, 0, s)).toISOString();
    // Other suites' books may wait too: each instance takes the oldest, and this one is newest.
    const claim = async (now: string, until: string) => {
      let claimed;
      while ((claimed = await lease.claimNext(db, now, until)) && claimed.id !== id);
      return claimed;
    };
    const first = await claim(at(0), at(60));
    expect(first).toMatchObject({ id, attempts: 1, claimed_until: at(60) });
    // A second instance meanwhile finds nothing free.
    expect(await claim(at(30), at(90))).toBeUndefined();
    expect(await lease.renew(db, id, at(60), at(120), 40)).toBe(true);
    // The first instance stops renewing; once its lease has run out, another takes the book...
    const second = await claim(at(121), at(181));
    expect(second).toMatchObject({ id, attempts: 2, progress: 0 });
    // ...and the first, come back, no longer holds it: it stops.
    expect(await lease.renew(db, id, at(120), at(200), 50)).toBe(false);
    expect(
      await lease.finish(db, id, at(120), { status: 'ready', byteSize: 1, now: at(130) }),
    ).toBe(false);
    // The database itself keeps an account to one book in the making.
    await expect(
      repo.insertBook(db, {
        id: '01900000-0000-7000-8000-000000000001',
        account_id: f.user.id,
        profile_id: f.profile.id,
        conversation_id: f.conversation.id,
        title: 'Twice',
        from_day: around.from,
        to_day: around.to,
        page_size: 'A5',
        origin: 'http://localhost',
        status: 'making',
        claimed_until: null,
        byte_size: null,
        created_at: at(0),
        finished_at: null,
        links_off_at: null,
      }),
    ).rejects.toThrow();
  });

  it('allows a year of a leap year, the longest period', async () => {
    const f = await t.api.family(`leap-${++n}@example.org`);
    const body = {
      conversation_id: f.conversation.id,
      from: '2028-01-01',
      to: '2028-12-31',
      title: 'Us',
      page_size: 'A5',
    };
    expect((await ask(f.token, f.profile.id, body)).statusCode).toBe(202);
  });
});
