import { describe, expect, it } from 'vitest';
import type { ActivityResponse } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { nanaJoeAndLily } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callAction, startCall } from './call-test-kit.js';

const MINUTE = 60_000;

/** A parent's dashboard counts the minutes a child spent in answered calls. */
describe.each(DIALECTS)('call minutes in a child’s activity on %s', (dialect) => {
  const t = useTestApp(dialect);
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

  it('counts each time the child was in the call, from the answer to leaving or the end', async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, `minutes-${dialect}`);
    const caller = { token: nana.token, profileId: nana.profile.id };
    const grandpa = { token: joe.token, profileId: joe.profile.id };
    const lily = { token: nana.childToken, profileId: nana.child.id };
    const db = t.app.ctx.db;
    const joinedAgo = (profileId: string, callId: string, ms: number) =>
      db
        .updateTable('call_participants')
        .set({ joined_at: ago(ms) })
        .where('call_id', '=', callId)
        .where('profile_id', '=', profileId)
        .execute();

    const { call } = await startCall(t.api, caller, conversationId);
    for (const who of [lily, grandpa]) {
      expect((await callAction(t.api, who, conversationId, call.id, 'join')).statusCode).toBe(200);
    }
    // Answered twelve minutes ago; Lily came two minutes later and stays ten.
    await db
      .updateTable('calls')
      .set({ answered_at: ago(12 * MINUTE) })
      .where('id', '=', call.id)
      .execute();
    await joinedAgo(lily.profileId, call.id, 10 * MINUTE);
    expect((await callAction(t.api, lily, conversationId, call.id, 'leave')).statusCode).toBe(204);
    // She comes back for three minutes, and is still there when the others hang up.
    expect((await callAction(t.api, lily, conversationId, call.id, 'join')).statusCode).toBe(200);
    await joinedAgo(lily.profileId, call.id, 3 * MINUTE);
    await callAction(t.api, caller, conversationId, call.id, 'leave');
    await callAction(t.api, grandpa, conversationId, call.id, 'leave');

    // A call nobody answered counts nothing.
    const missed = await startCall(t.api, caller, conversationId);
    await callAction(t.api, caller, conversationId, missed.call.id, 'leave');

    const res = await t.api.get(`/profiles/${lily.profileId}/activity`, nana.token);
    expect(res.statusCode).toBe(200);
    const { days } = res.json<ActivityResponse>();
    expect(days.at(-1)!.date).toBe(new Date().toISOString().slice(0, 10));
    expect(days.at(-1)!.call_minutes).toBeCloseTo(13, 1);
    expect(days.slice(0, -1).every((day) => day.call_minutes === 0)).toBe(true);
  });
});
