import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { newId } from '../../lib/ids.js';
import { insertMessage } from './messages.repository.js';

describe.each(DIALECTS)('insertMessage on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(dialect);
  });
  afterAll(() => t.close());

  const activity = (id: string) =>
    t.app.ctx.db
      .selectFrom('conversations')
      .select('last_activity_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
      .then((row) => row.last_activity_at);

  it('moves the activity time forward, never back, when sends commit out of order', async () => {
    const { profile, conversation } = await t.api.family('order@example.org');
    const row = (created_at: string) => ({
      id: newId(),
      conversation_id: conversation.id,
      profile_id: profile.id,
      content: created_at,
      client_id: null,
      created_at,
    });
    await insertMessage(t.app.ctx.db, row('2099-01-01T00:00:02.000Z'));
    expect(await activity(conversation.id)).toBe('2099-01-01T00:00:02.000Z');
    // The earlier send commits second: it is stored, and the time stays at the later one.
    await insertMessage(t.app.ctx.db, row('2099-01-01T00:00:01.000Z'));
    expect(await activity(conversation.id)).toBe('2099-01-01T00:00:02.000Z');
    const stored = await t.app.ctx.db
      .selectFrom('messages')
      .select('content')
      .where('conversation_id', '=', conversation.id)
      .execute();
    expect(stored).toHaveLength(2);
  });
});
