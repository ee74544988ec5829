import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import type { TestApp } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';
import { isUniqueViolation } from '../../db/database.js';
import { newId } from '../../lib/ids.js';
import { hashToken } from '../../lib/tokens.js';
import { RepeatedSend, writeMessages, type NewMessage } from './message-write.js';

type Family = Awaited<ReturnType<TestApp['api']['family']>>;

describe.each(DIALECTS)('the message write on %s', (dialect) => {
  const t = useTestApp(dialect);

  const activity = (id: string) =>
    t.app.ctx.db
      .selectFrom('conversations')
      .select('last_activity_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => row.last_activity_at);
  const stored = (conversationId: string) =>
    t.app.ctx.db
      .selectFrom('messages')
      .select(['id', 'content'])
      .where('conversation_id', '=', conversationId)
      .execute();
  /** The conversation's events: one per stored message, numbered 1, 2, 3... in commit order. */
  const events = (conversationId: string) =>
    t.app.ctx.db
      .selectFrom('events')
      .select(['seq', 'type', 'message_id'])
      .where('stream', '=', `c:${conversationId}`)
      .orderBy('seq')
      .execute();
  const row = (
    fam: Family,
    content: string,
    created_at = new Date().toISOString(),
  ): NewMessage => ({
    id: newId(),
    conversation_id: fam.conversation.id,
    profile_id: fam.profile.id,
    content,
    client_id: null,
    created_at,
    kind: 'text',
    media_id: null,
    waveform: null,
    story: null,
    prompt_id: null,
    reply_to_id: null,
  });
  const write = (token: string, r: NewMessage) =>
    writeMessages(t.app.ctx.db, [
      { row: r, tokenHash: hashToken(token), now: new Date().toISOString() },
    ]).then(([result]) => result);
  const insert = (fam: Family, r: NewMessage) => write(fam.token, r);

  it('moves the activity time forward, never back, when sends commit out of order', async () => {
    const fam = await t.api.family('order@example.org');
    const sender = await insert(fam, row(fam, 'later', '2099-01-01T00:00:02.000Z'));
    expect(sender).toEqual({ nickname: 'Grandma', seq: 1 });
    expect(await activity(fam.conversation.id)).toBe('2099-01-01T00:00:02.000Z');
    // The earlier send commits second: it is stored, and the time stays at the later one.
    await insert(fam, row(fam, 'earlier', '2099-01-01T00:00:01.000Z'));
    expect(await activity(fam.conversation.id)).toBe('2099-01-01T00:00:02.000Z');
    expect(await stored(fam.conversation.id)).toHaveLength(2);
    expect((await events(fam.conversation.id)).map((e) => e.seq)).toEqual([1, 2]);
  });

  it('writes nothing for a revoked token', async () => {
    const fam = await t.api.family('revoked@example.org');
    await t.app.ctx.db
      .updateTable('access_tokens')
      .set({ revoked_at: new Date().toISOString() })
      .where('token_hash', '=', hashToken(fam.token))
      .execute();
    expect(await insert(fam, row(fam, 'after sign-out'))).toEqual({ refused: 'unauthorized' });
    expect(await stored(fam.conversation.id)).toHaveLength(0);
    expect(await events(fam.conversation.id)).toEqual([]);
  });

  it("writes nothing for another account's profile, or a removed participant", async () => {
    const fam = await t.api.family('owner@example.org');
    const stranger = await t.api.family('stranger@example.org');
    const before = await activity(fam.conversation.id);
    const late = '2099-02-01T00:00:00.000Z';
    // The stranger's account naming the owner's profile and conversation.
    expect(await write(stranger.token, row(fam, 'x', late))).toEqual({ refused: 'not_found' });
    await t.app.ctx.db
      .deleteFrom('participants')
      .where('profile_id', '=', fam.profile.id)
      .execute();
    expect(await insert(fam, row(fam, 'y', late))).toEqual({ refused: 'not_found' });
    expect(await stored(fam.conversation.id)).toHaveLength(0);
    expect(await activity(fam.conversation.id)).toBe(before);
  });

  it('commits concurrent sends when one of them fails, and only that one fails', async () => {
    const fam = await t.api.family('concurrent@example.org');
    const first = row(fam, 'first');
    await insert(fam, first);
    // Issued together (on SQLite: one group commit); the third reuses a stored primary key.
    const rows = ['a', 'b', 'dup', 'c', 'd'].map((content) => row(fam, content));
    rows[2] = { ...rows[2]!, id: first.id };
    const results = await Promise.allSettled(rows.map((r) => insert(fam, r)));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const failed = results[2] as PromiseRejectedResult;
    expect(failed.reason instanceof RepeatedSend || isUniqueViolation(failed.reason)).toBe(true);
    const contents = (await stored(fam.conversation.id)).map((m) => m.content).sort();
    expect(contents).toEqual(['a', 'b', 'c', 'd', 'first']);
    // The refused send left no event, and the numbers have no gap.
    const logged = await events(fam.conversation.id);
    expect(logged.map((e) => e.seq)).toEqual([1, 2, 3, 4, 5]);
    expect(new Set(logged.map((e) => e.message_id)).size).toBe(5);
  });

  it('stores the others of a concurrent group when one sender may not send there', async () => {
    const fam = await t.api.family('mixed@example.org');
    const stranger = await t.api.family('mixed-stranger@example.org');
    const results = await Promise.all([
      insert(fam, row(fam, 'one')),
      write(stranger.token, row(fam, 'intruder')),
      insert(fam, row(fam, 'two')),
    ]);
    expect(results.map((r) => (r && 'nickname' in r ? r.nickname : r))).toEqual([
      'Grandma',
      { refused: 'not_found' },
      'Grandma',
    ]);
    expect((await events(fam.conversation.id)).map((e) => e.seq)).toEqual([1, 2]);
    const contents = (await stored(fam.conversation.id)).map((m) => m.content).sort();
    expect(contents).toEqual(['one', 'two']);
  });

  it('fails only the send whose row the database refuses when sent together', async () => {
    const fam = await t.api.family('refused@example.org');
    // Content is NOT NULL in both databases: that row fails the shared statement (PostgreSQL),
    // or its own insert in the shared transaction (SQLite), which undoes itself.
    const bad = { ...row(fam, 'bad'), content: null as unknown as string };
    const results = await Promise.allSettled([
      insert(fam, row(fam, 'good 1')),
      insert(fam, bad),
      insert(fam, row(fam, 'good 2')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const contents = (await stored(fam.conversation.id)).map((m) => m.content).sort();
    expect(contents).toEqual(['good 1', 'good 2']);
    expect((await events(fam.conversation.id)).map((e) => e.type)).toEqual([
      'message.created',
      'message.created',
    ]);
  });

  it('stores every one of many concurrent sends and keeps the newest activity time', async () => {
    const fam = await t.api.family('many@example.org');
    // Sent in waves, so later ones arrive while the first group's write is still running.
    const times = Array.from(
      { length: 40 },
      (_, i) => `2099-03-01T00:00:${String(i).padStart(2, '0')}.000Z`,
    );
    const waves = [times.slice(0, 10), times.slice(10, 25), times.slice(25)];
    const pending: Promise<unknown>[] = [];
    for (const wave of waves) {
      pending.push(...wave.map((at) => insert(fam, row(fam, at, at))));
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(pending);
    expect(await stored(fam.conversation.id)).toHaveLength(40);
    expect(await activity(fam.conversation.id)).toBe(times[39]);
    const logged = await events(fam.conversation.id);
    expect(logged.map((e) => e.seq)).toEqual(times.map((_, i) => i + 1));
    expect(new Set(logged.map((e) => e.message_id)).size).toBe(40);
  });
});
