import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIMITS, CALL_MESSAGES } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { settle, TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callAction, callsPath, familiesInOne, startCall } from './call-test-kit.js';
import { iceServersFor } from './ice-servers.js';

const SECRET = 'a-turn-secret-of-some-length';
const calls = {
  iceServers: ['stun:stun.example.org:3478', 'turn:turn.example.org:3478'],
  turnSecret: SECRET,
  turnTtlSeconds: 3600,
  ringTimeoutMs: 45_000,
  disconnectGraceMs: 30_000,
};

describe('TURN credentials', () => {
  it('hands out an expiring username and its HMAC, never the secret', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const [stun, turn] = iceServersFor(calls, 'p-1', now);
    expect(stun).toEqual({ urls: ['stun:stun.example.org:3478'] });
    const expiry = now / 1000 + 3600;
    expect(turn!.username).toBe(`${expiry}:p-1`);
    const hmac = createHmac('sha1', SECRET).update(`${expiry}:p-1`).digest('base64');
    expect(turn!.credential).toBe(hmac);
    expect(JSON.stringify(turn)).not.toContain(SECRET);
    expect(iceServersFor({ ...calls, turnSecret: null }, 'p-1', now)).toEqual([stun]);
  });
});

describe.each(DIALECTS)('call signals and children on %s', (dialect) => {
  const t = useTestApp(dialect, { calls });
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('relays a signal to the one profile named, only within the call', async () => {
    const { conversationId, members } = await familiesInOne(t.api, `sig-${dialect}`, 3);
    const [nana, joe, out] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    const started = await startCall(t.api, nana, conversationId);
    // Each start and join hands out TURN credentials for its own profile.
    expect(started.ice_servers[1]!.username).toMatch(new RegExp(`^\\d+:${nana.profileId}$`));
    const joined = await callAction(t.api, joe, conversationId, started.call.id, 'join');
    expect(joined.json().ice_servers[1].username).toMatch(new RegExp(`:${joe.profileId}$`));
    const [a, b, c] = await Promise.all(
      [nana, joe, out].map((m) => TestSocket.connect(url, m.token)),
    );
    const signal = { type: 'offer', sdp: 'v=0' };
    const send = (s: TestSocket, from: string, to: string, body: unknown = signal) =>
      s.send({
        type: 'call.signal',
        call_id: started.call.id,
        from_profile_id: from,
        to_profile_id: to,
        signal: body,
      });

    send(a!, nana.profileId, joe.profileId);
    expect(await b!.next((e) => e.type === 'call.signal')).toEqual({
      type: 'call.signal',
      call_id: started.call.id,
      from_profile_id: nana.profileId,
      to_profile_id: joe.profileId,
      signal,
    });
    // Not to someone outside the call, not as someone else, not too large.
    send(a!, nana.profileId, out.profileId);
    send(c!, out.profileId, nana.profileId);
    send(b!, nana.profileId, joe.profileId);
    send(a!, nana.profileId, joe.profileId, { sdp: 'x'.repeat(CALL_LIMITS.signalBytes) });
    await settle(300);
    expect(c!.of('call.signal')).toEqual([]);
    expect(a!.of('call.signal')).toEqual([]);
    expect(b!.of('call.signal')).toHaveLength(1);
    const errors = (s: TestSocket) => s.of('error').map((e) => e.error);
    expect(errors(a!).sort()).toEqual(['Call signal not relayed', 'Call signal too large']);
    expect(errors(b!)).toEqual(['Call signal not relayed']);
    expect(errors(c!)).toEqual(['Call signal not relayed']);
    // After the call ends, nothing is relayed.
    await callAction(t.api, joe, conversationId, started.call.id, 'leave');
    send(a!, nana.profileId, joe.profileId);
    await settle(200);
    expect(b!.of('call.signal')).toHaveLength(1);
    for (const s of [a, b, c]) s!.close();
  });

  it('refuses a child in a paused conversation and in its quiet hours (403)', async () => {
    const fam = await familyWithChild(t.api, `kid-${dialect}@example.org`);
    const conversationId = fam.conversation.id;
    const by = { token: fam.token, profileId: fam.profile.id, conversationId };
    await inviteInto(t.api, by, { token: fam.token, profileId: fam.child.id });
    const kid = { token: fam.childToken, profileId: fam.child.id };
    // Quiet hours now: no call.
    const zone = 'Europe/London';
    const clock = (ms: number) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(Date.now() + ms));
    const quiet = await t.api.request('PUT', `/profiles/${fam.child.id}/quiet_hours`, {
      token: fam.token,
      body: { start: clock(-3_600_000), end: clock(3_600_000), time_zone: zone },
    });
    expect(quiet.statusCode).toBe(200);
    const night = await t.api.post(
      callsPath(kid.profileId, conversationId),
      { call: { video: true } },
      kid.token,
    );
    expect(night.statusCode).toBe(403);
    expect(night.json().error).toBe(CALL_MESSAGES.childQuietHours);
    await t.api.request('PUT', `/profiles/${fam.child.id}/quiet_hours`, {
      token: fam.token,
      body: null,
    });
    // Someone its parent has not approved joins: the conversation pauses for the child.
    const stranger = await t.api.family(`str-${dialect}@example.org`, 'Stranger', 'X');
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    const paused = await t.api.post(
      callsPath(kid.profileId, conversationId),
      { call: { video: true } },
      kid.token,
    );
    expect(paused.statusCode).toBe(403);
    expect(paused.json().error).toBe(CALL_MESSAGES.childPaused);
    const started = await startCall(
      t.api,
      { token: fam.token, profileId: fam.profile.id },
      conversationId,
    );
    const join = await callAction(t.api, kid, conversationId, started.call.id, 'join');
    expect(join.statusCode).toBe(403);
  });

  it('refuses children of two families who have not approved each other', async () => {
    // Max came after Lily: neither's parent has said yes to the other.
    const nana = await familyWithChild(t.api, `n2-${dialect}@example.org`);
    const joe = await familyWithChild(t.api, `j2-${dialect}@example.org`, 'Max');
    const conversationId = nana.conversation.id;
    const by = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, by, { token: nana.token, profileId: nana.child.id });
    await inviteInto(t.api, by, { token: joe.token, profileId: joe.child.id });
    const max = { token: joe.childToken, profileId: joe.child.id };
    const lily = { token: nana.childToken, profileId: nana.child.id };
    const started = await startCall(
      t.api,
      { token: nana.token, profileId: nana.profile.id },
      conversationId,
    );
    // Max approved those he saw (Nana); Lily waits for her parent's yes to Max.
    const lilyIn = await callAction(t.api, lily, conversationId, started.call.id, 'join');
    expect(lilyIn.statusCode).toBe(403);
    const maxIn = await callAction(t.api, max, conversationId, started.call.id, 'join');
    expect(maxIn.statusCode).toBe(200);
    expect(maxIn.json().call.participants.map((p: { id: string }) => p.id)).not.toContain(
      lily.profileId,
    );
  });
});
