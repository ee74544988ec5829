import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { skipPending, streamsBehindQuery } from './events.consumer.js';
import { cursorsToCounters } from './events.repository.js';
import { useTestApp } from '../../test/use-test-app.js';

const CONSUMER = 'skip-test';

describe.each(DIALECTS)('skipPending on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** Three families' conversations, each with a message its cursor has not passed. */
  async function streamsBehind(tag: string) {
    const streams: string[] = [];
    for (const n of [1, 2, 3]) {
      const fam = await t.api.family(`skip-${tag}-${n}@example.org`, 'Grandma', `Room ${n}`);
      const res = await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'hi');
      expect(res.statusCode).toBe(201);
      streams.push(`c:${fam.conversation.id}`);
    }
    return streams;
  }
  const cursors = (streams: string[]) =>
    t.app.ctx.db
      .selectFrom('event_cursors')
      .select(['stream', 'seq'])
      .where('consumer', '=', CONSUMER)
      .where('stream', 'in', streams)
      .orderBy('stream')
      .execute();

  it('moves every named stream to its counter and never moves a cursor back', async () => {
    const streams = await streamsBehind('move');
    expect(await skipPending(t.app.ctx.db, CONSUMER, { streams })).toBe(3);
    const moved = await cursors(streams);
    expect(moved.map((c) => Number(c.seq))).toEqual([1, 1, 1]);
    // A cursor ahead of the counter (another instance moved it after a later send) stays.
    await t.app.ctx.db
      .updateTable('event_cursors')
      .set({ seq: 9 })
      .where('consumer', '=', CONSUMER)
      .where('stream', '=', streams[0]!)
      .execute();
    await skipPending(t.app.ctx.db, CONSUMER, { streams });
    const after = new Map((await cursors(streams)).map((c) => [c.stream, Number(c.seq)]));
    expect(after.get(streams[0]!)).toBe(9);
    expect(after.get(streams[1]!)).toBe(1);
  });

  it('moves a stream of several events to its newest, the counter', async () => {
    const fam = await t.api.family('skip-several@example.org', 'Grandma', 'Busy room');
    for (const text of ['one', 'two', 'three']) {
      const res = await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, text);
      expect(res.statusCode).toBe(201);
    }
    const stream = `c:${fam.conversation.id}`;
    expect(await skipPending(t.app.ctx.db, CONSUMER, { streams: [stream] })).toBe(1);
    const counter = await t.app.ctx.db
      .selectFrom('conversations')
      .select('event_seq')
      .where('id', '=', fam.conversation.id)
      .executeTakeFirstOrThrow();
    expect(Number(counter.event_seq)).toBeGreaterThanOrEqual(3);
    expect((await cursors([stream])).map((c) => Number(c.seq))).toEqual([
      Number(counter.event_seq),
    ]);
  });

  it('moves them all in one transaction (one commit, not one fsync per stream)', async () => {
    const streams = await streamsBehind('once');
    await skipPending(t.app.ctx.db, CONSUMER, { streams });
    if (dialect === 'postgres') {
      // Rows written by one transaction carry its id.
      const { rows } = await sql<{ xmin: string }>`select xmin::text as xmin from event_cursors
        where consumer = ${CONSUMER} and stream in (${sql.join(streams)})`.execute(t.app.ctx.db);
      expect(rows).toHaveLength(3);
      expect(new Set(rows.map((r) => r.xmin)).size).toBe(1);
    } else {
      // SQLite: the WAL, emptied first, holds one commit's frames, not a commit's per stream.
      const wal = async (mode: 'truncate' | 'passive') =>
        (
          await sql<{ log: number }>`pragma ${sql.raw(`wal_checkpoint(${mode})`)}`.execute(
            t.app.ctx.db,
          )
        ).rows[0]!.log;
      const more = await streamsBehind('once-more');
      expect(await wal('truncate')).toBe(0);
      await skipPending(t.app.ctx.db, CONSUMER, { streams: [...more, ...streams] });
      const frames = await wal('passive');
      // One commit writes the cursor table's page and its index's page once each; six commits
      // (the three new streams moved, the three others rewritten) wrote at least six frames.
      expect(frames).toBeGreaterThan(0);
      expect(frames).toBeLessThan(6);
    }
  });

  it("moves an account's stream to its counter as well as a conversation's", async () => {
    const fam = await t.api.family('skip-account@example.org', 'Grandma', 'Kitchen');
    const sent = await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'hi');
    expect(sent.statusCode).toBe(201);
    const { account_id: accountId } = await t.app.ctx.db
      .selectFrom('profiles')
      .select('account_id')
      .where('id', '=', fam.profile.id)
      .executeTakeFirstOrThrow();
    const { event_seq: counter } = await t.app.ctx.db
      .selectFrom('accounts')
      .select('event_seq')
      .where('id', '=', accountId)
      .executeTakeFirstOrThrow();
    // Starting the conversation was announced to the account.
    expect(Number(counter)).toBeGreaterThan(0);
    const streams = [`a:${accountId}`, `c:${fam.conversation.id}`];
    expect(await skipPending(t.app.ctx.db, CONSUMER, { streams })).toBe(2);
    const moved = new Map((await cursors(streams)).map((c) => [c.stream, Number(c.seq)]));
    expect(moved.get(`a:${accountId}`)).toBe(Number(counter));
    expect(moved.get(`c:${fam.conversation.id}`)).toBe(1);
  });

  it('finds, with `since`, the streams behind that have an event since then, and no others', async () => {
    const [older, recent] = [await streamsBehind('old'), await streamsBehind('recent')];
    // The first families' events are dated an hour back, as if written then.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await t.app.ctx.db
      .updateTable('events')
      .set({ created_at: hourAgo })
      .where('stream', 'in', older)
      .execute();
    const since = new Date(Date.now() - 60_000).toISOString();
    const found = await streamsBehindQuery(t.app.ctx.db, CONSUMER, { since }).execute();
    const names = new Set(found.map((row) => row.stream));
    expect(recent.every((stream) => names.has(stream))).toBe(true);
    expect(older.some((stream) => names.has(stream))).toBe(false);
    // Once moved past, a stream is no longer behind; without `since` the old ones still are.
    await skipPending(t.app.ctx.db, CONSUMER, { streams: recent });
    const after = await streamsBehindQuery(t.app.ctx.db, CONSUMER, {}).execute();
    const left = new Set(after.map((row) => row.stream));
    expect(recent.some((stream) => left.has(stream))).toBe(false);
    expect(older.every((stream) => left.has(stream))).toBe(true);
  });
});

// SQLite's planner must be steered (a materialized CTE): left alone it grouped the whole log.
describe('the look at the streams behind, on SQLite', () => {
  const t = useTestApp('sqlite');

  it('reads the recent events through the time index, not the whole log', async () => {
    const since = new Date().toISOString();
    const { sql: text, parameters } = streamsBehindQuery(t.app.ctx.db, CONSUMER, {
      since,
    }).compile();
    const plan = await t.app.ctx.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
    );
    const steps = plan.rows.map((row) => row.detail);
    expect(steps).toContainEqual(expect.stringMatching(/events USING INDEX events_created_idx/));
    expect(
      steps.some((step) => /SCAN (e|events) USING INDEX sqlite_autoindex_events/.test(step)),
    ).toBe(false);
  });

  it("moves cursors from the streams' counters without reading their events", async () => {
    const plans = cursorsToCounters(t.app.ctx.db, CONSUMER, ['c:one', 'a:two']).map(
      async (query) => {
        const { sql: text, parameters } = query.compile();
        const plan = await t.app.ctx.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
        );
        return plan.rows.map((row) => row.detail).join('\n');
      },
    );
    const steps = await Promise.all(plans);
    expect(steps).toHaveLength(2);
    expect(steps[0]).toMatch(/conversations/);
    expect(steps[1]).toMatch(/accounts/);
    for (const step of steps) expect(step).not.toMatch(/events/);
  });
});
