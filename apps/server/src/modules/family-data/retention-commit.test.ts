import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Message } from '@hearth/shared';
import { DIALECTS, type Dialect } from '../../test/databases.js';
import { sendMessage, until } from '../../test/helper.js';
import type { BusEvent } from '../realtime/event-bus.js';
import { applyRetention } from './family-data.service.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * Makes every commit that wrote an event fail at COMMIT itself, after all the transaction's
 * statements ran: a deferred constraint on PostgreSQL, a deferred foreign key on SQLite.
 */
const REFUSE_COMMITS: Record<Dialect, string[]> = {
  postgres: [
    `create function refuse_commit() returns trigger language plpgsql
       as $$ begin raise exception 'commit refused by the test'; end $$`,
    `create constraint trigger events_refused after insert on events
       deferrable initially deferred for each row execute function refuse_commit()`,
  ],
  sqlite: [
    'create table refusal_targets (id integer primary key)',
    `create table refusals
       (target integer references refusal_targets (id) deferrable initially deferred)`,
    `create trigger events_refused after insert on events
       begin insert into refusals (target) values (0); end`,
  ],
};
const ACCEPT_COMMITS: Record<Dialect, string> = {
  postgres: 'drop trigger events_refused on events',
  sqlite: 'drop trigger events_refused',
};

describe.each(DIALECTS)("the retention's announcements on %s", (dialect) => {
  const t = useTestApp(dialect);

  it('announces a round only once it has committed: a round whose commit fails, never', async () => {
    const gran = await t.api.family('gran-commit@example.org', 'Grandma', 'Room');
    const room = gran.conversation.id;
    const kept = await t.api.request('PUT', '/account/retention', {
      token: gran.token,
      body: { days: 30 },
    });
    expect(kept.statusCode).toBe(200);
    const old = (
      await sendMessage(t.api, gran.token, gran.profile.id, room, 'long ago')
    ).json<Message>();
    const db = t.app.ctx.db;
    await db
      .updateTable('messages')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', '=', old.id)
      .execute();
    const heard: BusEvent[] = [];
    const stop = t.app.ctx.events.subscribe((_audience, event) => heard.push(event));

    for (const statement of REFUSE_COMMITS[dialect]) await sql.raw(statement).execute(db);
    await expect(applyRetention(t.app.ctx)).rejects.toThrow();
    await sql.raw(ACCEPT_COMMITS[dialect]).execute(db);

    // Announcements go out in the order they were asked for: once a later send's is heard, any
    // the failed round had asked for would have been heard before it.
    const later = (
      await sendMessage(t.api, gran.token, gran.profile.id, room, 'later')
    ).json<Message>();
    await until(() => heard.some((e) => e.type === 'message.created' && e.message.id === later.id));
    expect(heard.filter((e) => e.type === 'message.deleted')).toEqual([]);
    const page = await t.api.get(`/profiles/${gran.profile.id}/conversations/${room}`, gran.token);
    expect(page.json().messages[0]).toMatchObject({ id: old.id, deleted: false });

    // The same round, committed, is announced.
    expect(await applyRetention(t.app.ctx)).toBe(1);
    await until(() => heard.some((e) => e.type === 'message.deleted' && e.message_id === old.id));
    stop();
  });
});
