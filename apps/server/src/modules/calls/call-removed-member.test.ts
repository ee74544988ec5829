import { beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { settle, TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callAction, callsPath, familiesInOne, startCall } from './call-test-kit.js';

type Member = { token: string; profileId: string };

/** A member taken out of a conversation has no part in its calls, from that moment on. */
describe.each(DIALECTS)('calls and a removed member on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Nana (the creator), Joe and Out in one conversation, each listening on a socket. */
  async function threeListening(tag: string) {
    const { conversationId, members } = await familiesInOne(t.api, `${tag}-${dialect}`, 3);
    const [nana, joe, out] = members as [Member, Member, Member];
    const [a, b, c] = await Promise.all(
      [nana, joe, out].map((m) => TestSocket.connect(url, m.token)),
    );
    const remove = async (who: Member) => {
      const path = `/profiles/${nana.profileId}/conversations/${conversationId}`;
      const res = await t.api.delete(`${path}/participants/${who.profileId}`, nana.token);
      expect(res.statusCode).toBe(204);
    };
    const signal = (s: TestSocket, callId: string, from: Member, to: Member) =>
      s.send({
        type: 'call.signal',
        call_id: callId,
        from_profile_id: from.profileId,
        to_profile_id: to.profileId,
        signal: { type: 'offer', sdp: 'v=0' },
      });
    const inCall = async () => {
      const res = await t.api.get(
        `/profiles/${nana.profileId}/conversations/${conversationId}`,
        nana.token,
      );
      return (res.json<{ active_call: Call | null }>().active_call?.participants ?? []).map(
        (p) => p.id,
      );
    };
    const sockets = { a: a!, b: b!, c: c! };
    return { conversationId, nana, joe, out, ...sockets, remove, signal, inCall };
  }

  it('lets a removed member neither start, join, decline nor signal, nor hear the call', async () => {
    const s = await threeListening('gone');
    const { conversationId, nana, joe, out } = s;
    await s.remove(out);
    await s.c.next((e) => e.type === 'conversation.removed');
    const start = await t.api.post(
      callsPath(out.profileId, conversationId),
      { call: { video: true } },
      out.token,
    );
    expect(start.statusCode).toBe(404);
    const { call } = await startCall(t.api, nana, conversationId);
    for (const action of ['join', 'decline', 'leave'] as const) {
      expect((await callAction(t.api, out, conversationId, call.id, action)).statusCode).toBe(404);
    }
    expect((await callAction(t.api, joe, conversationId, call.id, 'join')).statusCode).toBe(200);
    await s.a.next((e) => e.type === 'call.joined');
    s.signal(s.c, call.id, out, nana);
    s.signal(s.a, call.id, nana, out);
    await s.c.next((e) => e.type === 'error');
    await s.a.next((e) => e.type === 'error');
    await settle(200);
    expect(s.a.of('call.signal')).toEqual([]);
    expect(s.c.of('call.signal')).toEqual([]);
    expect(s.c.events.filter((e) => e.type.startsWith('call.'))).toEqual([]);
    expect(await s.inCall()).toEqual([nana.profileId, joe.profileId]);
    for (const socket of [s.a, s.b, s.c]) socket.close();
  });

  it('drops a member removed during the call, who then neither signals nor hears it', async () => {
    const s = await threeListening('during');
    const { conversationId, nana, joe, out } = s;
    const { call } = await startCall(t.api, nana, conversationId);
    for (const who of [joe, out]) {
      expect((await callAction(t.api, who, conversationId, call.id, 'join')).statusCode).toBe(200);
    }
    await s.c.next((e) => e.type === 'call.joined' && e.participant.id === out.profileId);
    await s.remove(out);
    await s.c.next((e) => e.type === 'conversation.removed');
    const left = await s.a.next((e) => e.type === 'call.left');
    expect(left).toMatchObject({ call_id: call.id, profile_id: out.profileId });
    expect(await s.inCall()).toEqual([nana.profileId, joe.profileId]);
    const heard = s.c.events.length;
    s.signal(s.c, call.id, out, nana);
    s.signal(s.a, call.id, nana, out);
    s.signal(s.b, call.id, joe, nana);
    await s.a.next((e) => e.type === 'call.signal');
    await s.a.next((e) => e.type === 'error');
    expect((await callAction(t.api, out, conversationId, call.id, 'join')).statusCode).toBe(404);
    // Joe hangs up: the call ends for those still in it, unheard by the one taken out.
    await callAction(t.api, joe, conversationId, call.id, 'leave');
    await s.a.next((e) => e.type === 'call.ended');
    await settle(200);
    expect(s.a.of('call.signal').map((e) => e.from_profile_id)).toEqual([joe.profileId]);
    expect(s.c.events.slice(heard).map((e) => e.type)).toEqual(['error']);
    for (const socket of [s.a, s.b, s.c]) socket.close();
  });

  it('ends a two-person call when the other one is removed from the conversation', async () => {
    const s = await threeListening('pair');
    const { conversationId, nana, joe } = s;
    const { call } = await startCall(t.api, nana, conversationId);
    expect((await callAction(t.api, joe, conversationId, call.id, 'join')).statusCode).toBe(200);
    await s.remove(joe);
    const ended = await s.a.next((e) => e.type === 'call.ended');
    expect(ended).toMatchObject({ call_id: call.id, reason: 'hung_up' });
    expect(await s.inCall()).toEqual([]);
    for (const socket of [s.a, s.b, s.c]) socket.close();
  });
});
