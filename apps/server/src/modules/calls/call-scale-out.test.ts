import { describe, expect, it } from 'vitest';
import { Api } from '../../test/helper.js';
import { twoInstances } from '../../test/instances.js';
import { TestSocket } from '../../test/socket.js';
import { DEFAULT_CALLS } from '../../config.js';
import { callAction, familiesInOne, startCall } from './call-test-kit.js';

// Two instances on one PostgreSQL database, sharing events through Redis: a call's events and
// its signals reach a participant connected to the other instance.
describe('a call across two instances', () => {
  const cluster = twoInstances({ calls: { ...DEFAULT_CALLS, disconnectGraceMs: 1000 } });
  const { apps, urls } = cluster;

  it('tells the other instance of the call and relays signals both ways', async () => {
    const { gran, kid } = await cluster.grandmaAndGrandchild('call-scale');
    const [a, b] = [new Api(apps[0]!), new Api(apps[1]!)];
    const conversationId = gran.conversation.id;
    const nana = { token: gran.token, profileId: gran.profile.id };
    const sam = { token: kid.token, profileId: kid.profile.id };
    const nanaSocket = await TestSocket.connect(urls[0]!, gran.token);
    const samSocket = await TestSocket.connect(urls[1]!, kid.token);

    const { call } = await startCall(a, nana, conversationId);
    expect(await samSocket.next((e) => e.type === 'call.started')).toMatchObject({
      call: { id: call.id },
    });
    expect((await callAction(b, sam, conversationId, call.id, 'join')).statusCode).toBe(200);
    expect(await nanaSocket.next((e) => e.type === 'call.joined')).toMatchObject({
      call_id: call.id,
      participant: { id: sam.profileId },
    });

    const offer = { type: 'offer', sdp: 'v=0 across' };
    nanaSocket.send({
      type: 'call.signal',
      call_id: call.id,
      from_profile_id: nana.profileId,
      to_profile_id: sam.profileId,
      signal: offer,
    });
    expect(await samSocket.next((e) => e.type === 'call.signal')).toEqual({
      type: 'call.signal',
      call_id: call.id,
      from_profile_id: nana.profileId,
      to_profile_id: sam.profileId,
      signal: offer,
    });
    const answer = { type: 'answer', sdp: 'v=0 back' };
    samSocket.send({
      type: 'call.signal',
      call_id: call.id,
      from_profile_id: sam.profileId,
      to_profile_id: nana.profileId,
      signal: answer,
    });
    expect(await nanaSocket.next((e) => e.type === 'call.signal')).toMatchObject({
      from_profile_id: sam.profileId,
      signal: answer,
    });
    // Reading together: the page turned on one instance opens on the other.
    const page = { story_id: 'three-bears', page: 3 };
    nanaSocket.send({
      type: 'call.story',
      call_id: call.id,
      from_profile_id: nana.profileId,
      story: page,
    });
    expect(await samSocket.next((e) => e.type === 'call.story')).toMatchObject({ story: page });
    // The caller's own socket never hears its own signal back.
    expect(nanaSocket.of('call.signal')).toHaveLength(1);

    expect((await callAction(a, nana, conversationId, call.id, 'leave')).statusCode).toBe(204);
    expect(await samSocket.next((e) => e.type === 'call.ended')).toMatchObject({
      call_id: call.id,
      reason: 'hung_up',
    });
    nanaSocket.close();
    samSocket.close();
  });

  it('keeps in the call one whose app came back on the other instance', async () => {
    const a = new Api(apps[0]!);
    const { conversationId, members } = await familiesInOne(a, 'call-moved', 3);
    const [nana, joe, third] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    const watcher = await TestSocket.connect(urls[0]!, nana.token);
    const { call } = await startCall(a, nana, conversationId);
    for (const who of [joe, third]) {
      expect((await callAction(a, who, conversationId, call.id, 'join')).statusCode).toBe(200);
    }
    const [joeOnB, thirdOnB] = await Promise.all(
      [joe, third].map((who) => TestSocket.connect(urls[1]!, who.token)),
    );
    joeOnB!.close();
    await joeOnB!.closed;
    // Joe's app reconnects through the other instance; the third's goes for good after.
    const joeOnA = await TestSocket.connect(urls[0]!, joe.token);
    thirdOnB!.close();
    await thirdOnB!.closed;
    const left = await watcher.next((e) => e.type === 'call.left', 5000);
    expect(left).toMatchObject({ call_id: call.id, profile_id: third.profileId });
    expect(watcher.of('call.left')).toHaveLength(1);
    const detail = await a.get(
      `/profiles/${nana.profileId}/conversations/${conversationId}`,
      nana.token,
    );
    expect(detail.json().active_call.participants.map((p: { id: string }) => p.id)).toEqual([
      nana.profileId,
      joe.profileId,
    ]);
    joeOnA.close();
    watcher.close();
  });
});
