import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIMITS, CALL_MESSAGES, conversationStream, type Message } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { until } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';
import { DEFAULT_CALLS } from '../../config.js';
import { callAction, callsPath, familiesInOne, startCall } from './call-test-kit.js';

describe.each(DIALECTS)('calls on %s', (dialect) => {
  // A short ring, so that a missed call needs no 45 s wait.
  const t = useTestApp(dialect, { calls: { ...DEFAULT_CALLS, ringTimeoutMs: 400 } });
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const detail = (who: { token: string; profileId: string }, conversationId: string) =>
    t.api.get(`/profiles/${who.profileId}/conversations/${conversationId}`, who.token);

  it('starts, is joined and hung up, with durable events and a call record', async () => {
    const { conversationId, members } = await familiesInOne(t.api, `life-${dialect}`, 3);
    const [nana, joe, third] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    const watcher = await TestSocket.connect(url, third.token);
    const started = await startCall(t.api, nana, conversationId);
    expect(started.call).toMatchObject({
      conversation_id: conversationId,
      started_by: nana.profileId,
      video: true,
      participants: [{ id: nana.profileId, nickname: 'Nana' }],
    });
    expect(started.ice_servers).toEqual([]);
    // Everyone not in it rings: the live event.
    const ring = await watcher.next((e) => e.type === 'call.started');
    expect(ring).toMatchObject({ call: { id: started.call.id } });
    expect((await detail(joe, conversationId)).json().active_call).toEqual(started.call);

    const joined = await callAction(t.api, joe, conversationId, started.call.id, 'join');
    expect(joined.statusCode).toBe(200);
    expect(joined.json().call.participants.map((p: { id: string }) => p.id)).toEqual([
      nana.profileId,
      joe.profileId,
    ]);
    await watcher.next((e) => e.type === 'call.joined');
    // Joining twice changes nothing.
    const again = await callAction(t.api, joe, conversationId, started.call.id, 'join');
    expect(again.json().call.participants).toHaveLength(2);

    const left = await callAction(t.api, joe, conversationId, started.call.id, 'leave');
    expect(left.statusCode).toBe(204);
    const ended = await watcher.next((e) => e.type === 'call.ended');
    expect(ended).toMatchObject({ call_id: started.call.id, reason: 'hung_up' });
    const record = (await watcher.next((e) => e.type === 'message.created')) as {
      message: Message;
    };
    expect(record.message).toMatchObject({
      kind: 'call',
      content: '',
      profile: { id: nana.profileId, nickname: 'Nana' },
      call: { call_id: started.call.id, video: true, missed: false, caller_id: nana.profileId },
    });
    const after = (await detail(third, conversationId)).json();
    expect(after.active_call).toBeNull();
    expect(after.messages.at(-1)).toEqual(record.message);

    // Caught up from the log, in order, the record read back from its row.
    const stream = conversationStream(conversationId);
    const late = await TestSocket.connect(url, third.token);
    late.send({ type: 'sync', cursors: { [stream]: 0 } });
    await late.next((e) => e.type === 'synced');
    const types = late.events.filter((e) => 'stream' in e).map((e) => e.type);
    expect(types.slice(-5)).toEqual([
      'call.started',
      'call.joined',
      'call.left',
      'call.ended',
      'message.created',
    ]);
    for (const s of [watcher, late]) s.close();
  });

  it('answers 409 with the live call, and refuses a fifth participant', async () => {
    const { conversationId, members } = await familiesInOne(t.api, `full-${dialect}`, 5);
    const started = await startCall(t.api, members[0]!, conversationId, false);
    const second = await t.api.post(
      callsPath(members[1]!.profileId, conversationId),
      { call: { video: true } },
      members[1]!.token,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'conflict',
      error: CALL_MESSAGES.alreadyLive,
      error_codes: ['calls.alreadyLive'],
      call: { id: started.call.id, video: false },
    });
    for (const member of members.slice(1, CALL_LIMITS.participants)) {
      const res = await callAction(t.api, member, conversationId, started.call.id, 'join');
      expect(res.statusCode).toBe(200);
    }
    const fifth = await callAction(t.api, members[4]!, conversationId, started.call.id, 'join');
    expect(fifth.statusCode).toBe(409);
    // The sentence carries its code, which the web shows in the person's language.
    expect(fifth.json()).toMatchObject({
      code: 'conflict',
      error: CALL_MESSAGES.full,
      error_codes: ['calls.full'],
    });
    // One leaves: there is room again.
    await callAction(t.api, members[1]!, conversationId, started.call.id, 'leave');
    const now = await callAction(t.api, members[4]!, conversationId, started.call.id, 'join');
    expect(now.json().call.participants).toHaveLength(CALL_LIMITS.participants);
  });

  it('ends a call nobody answered as missed, with a missed-call record', async () => {
    const { conversationId, members } = await familiesInOne(t.api, `missed-${dialect}`, 2);
    const socket = await TestSocket.connect(url, members[1]!.token);
    const started = await startCall(t.api, members[0]!, conversationId, false);
    const ended = await socket.next((e) => e.type === 'call.ended', 5000);
    expect(ended).toMatchObject({ call_id: started.call.id, reason: 'missed', duration_ms: 0 });
    const record = (await socket.next((e) => e.type === 'message.created')) as {
      message: Message;
    };
    expect(record.message.call).toEqual({
      call_id: started.call.id,
      video: false,
      duration_ms: 0,
      missed: true,
      caller_id: members[0]!.profileId,
    });
    const late = await callAction(t.api, members[1]!, conversationId, started.call.id, 'join');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(CALL_MESSAGES.ended);
    socket.close();
  });

  it('ends the call when everyone rung declines', async () => {
    const { conversationId, members } = await familiesInOne(t.api, `decline-${dialect}`, 2);
    const started = await startCall(t.api, members[0]!, conversationId);
    const res = await callAction(t.api, members[1]!, conversationId, started.call.id, 'decline');
    expect(res.statusCode).toBe(204);
    const call = await t.app.ctx.db
      .selectFrom('calls')
      .select(['end_reason', 'ended_at'])
      .where('id', '=', started.call.id)
      .executeTakeFirstOrThrow();
    expect(call.end_reason).toBe('declined');
    const last = (await detail(members[0]!, conversationId)).json().messages.at(-1) as Message;
    expect(last.call).toMatchObject({ missed: true });
  });

  it("answers 404 for another family's conversation and call, and 422 for a bad body", async () => {
    const { conversationId, members } = await familiesInOne(t.api, `strange-${dialect}`, 2);
    const stranger = await t.api.family(`stranger-${dialect}@example.org`, 'Stranger', 'Other');
    const me = { token: stranger.token, profileId: stranger.profile.id };
    const start = await t.api.post(
      callsPath(me.profileId, conversationId),
      { call: { video: true } },
      me.token,
    );
    expect(start.statusCode).toBe(404);
    const started = await startCall(t.api, members[0]!, conversationId);
    for (const action of ['join', 'leave', 'decline'] as const) {
      const res = await callAction(t.api, me, conversationId, started.call.id, action);
      expect(res.statusCode, action).toBe(404);
      // Their own conversation does not hold this call either.
      const own = await callAction(t.api, me, stranger.conversation.id, started.call.id, action);
      expect(own.statusCode, action).toBe(404);
    }
    const bad = await t.api.post(
      callsPath(members[1]!.profileId, conversationId),
      { call: {} },
      members[1]!.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([CALL_MESSAGES.videoRequired]);
    await until(
      async () => (await detail(members[0]!, conversationId)).json().active_call === null,
    );
  });
});
