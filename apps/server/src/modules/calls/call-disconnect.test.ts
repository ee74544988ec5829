import { beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';
import { DEFAULT_CALLS } from '../../config.js';
import { callAction, familiesInOne, startCall } from './call-test-kit.js';

/** An app that closes without hanging up leaves the call after a grace period, unless back. */
describe.each(DIALECTS)('a call after a socket closes on %s', (dialect) => {
  const t = useTestApp(dialect, { calls: { ...DEFAULT_CALLS, disconnectGraceMs: 1000 } });
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  async function threeInACall(tag: string) {
    const { conversationId, members } = await familiesInOne(t.api, `${tag}-${dialect}`, 3);
    const [nana, joe, third] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    const watcher = await TestSocket.connect(url, nana.token);
    const { call } = await startCall(t.api, nana, conversationId);
    for (const who of [joe, third]) {
      expect((await callAction(t.api, who, conversationId, call.id, 'join')).statusCode).toBe(200);
    }
    return { conversationId, nana, joe, third, watcher, callId: call.id };
  }
  const inCall = async (who: { token: string; profileId: string }, conversationId: string) => {
    const res = await t.api.get(
      `/profiles/${who.profileId}/conversations/${conversationId}`,
      who.token,
    );
    return (res.json<{ active_call: Call | null }>().active_call?.participants ?? []).map(
      (p) => p.id,
    );
  };

  it('leaves the call once the grace period passed without the app coming back', async () => {
    const { conversationId, nana, joe, third, watcher, callId } = await threeInACall('gone');
    const joeSocket = await TestSocket.connect(url, joe.token);
    joeSocket.close();
    await joeSocket.closed;
    const left = await watcher.next((e) => e.type === 'call.left', 5000);
    expect(left).toMatchObject({ call_id: callId, profile_id: joe.profileId });
    expect(await inCall(nana, conversationId)).toEqual([nana.profileId, third.profileId]);
    watcher.close();
  });

  it('keeps in the call one whose app reconnected within the grace period', async () => {
    const { conversationId, nana, joe, third, watcher, callId } = await threeInACall('back');
    const joeSocket = await TestSocket.connect(url, joe.token);
    const thirdSocket = await TestSocket.connect(url, third.token);
    joeSocket.close();
    await joeSocket.closed;
    const joeAgain = await TestSocket.connect(url, joe.token);
    // The third's app goes for good after Joe's: its leave comes once Joe's grace was judged.
    thirdSocket.close();
    await thirdSocket.closed;
    const left = await watcher.next((e) => e.type === 'call.left', 5000);
    expect(left).toMatchObject({ call_id: callId, profile_id: third.profileId });
    expect(watcher.of('call.left')).toHaveLength(1);
    expect(await inCall(nana, conversationId)).toEqual([nana.profileId, joe.profileId]);
    joeAgain.close();
    watcher.close();
  });
});
