import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_LIMITS, STORY_LIMITS, type CallResponse } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callAction, familiesInOne, startCall } from './call-test-kit.js';

/** Reading together: the reader's story and page reach the others, and wait for a late joiner. */
describe.each(DIALECTS)('a story read together on a call on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('relays each page to the others in the call, keeps it for a late joiner, and closes', async () => {
    const { conversationId, members } = await familiesInOne(t.api, `story-${dialect}`, 3);
    const [nana, joe, late] = members as [
      (typeof members)[0],
      (typeof members)[0],
      (typeof members)[0],
    ];
    const { call } = await startCall(t.api, nana, conversationId);
    await callAction(t.api, joe, conversationId, call.id, 'join');
    const [a, b, c] = await Promise.all(
      [nana, joe, late].map((m) => TestSocket.connect(url, m.token)),
    );
    const share = (s: TestSocket, from: string, story: unknown) =>
      s.send({ type: 'call.story', call_id: call.id, from_profile_id: from, story });
    const storyEvents = (s: TestSocket) => s.of('call.story').map((e) => e.story);

    share(a!, nana.profileId, { story_id: 'three-bears', page: 0 });
    share(a!, nana.profileId, { story_id: 'three-bears', page: 3 });
    await b!.next((e) => e.type === 'call.story' && e.story?.page === 3);
    expect(b!.of('call.story')[0]).toEqual({
      type: 'call.story',
      call_id: call.id,
      from_profile_id: nana.profileId,
      story: { story_id: 'three-bears', page: 0 },
    });

    // Refused: someone not in the call, a socket speaking for another, a story of a bad shape.
    share(c!, late.profileId, { story_id: 'other', page: 1 });
    await c!.next((e) => e.type === 'error' && e.error === 'Call story not shared');
    for (const bad of [
      { story_id: 'three-bears', page: -1 },
      { story_id: 'three-bears', page: 1.5 },
      { story_id: 'three-bears', page: STORY_LIMITS.pagesMax + 1 },
      { story_id: 'x'.repeat(CALL_LIMITS.storyIdMax + 1), page: 1 },
      { story_id: 'three-bears', page: 1, extra: true },
      'three-bears',
    ]) {
      share(a!, nana.profileId, bad);
    }
    share(b!, nana.profileId, { story_id: 'hijack', page: 9 });
    await a!.next((e) => a!.of('error').length >= 6 && e.type === 'error');
    await b!.next((e) => e.type === 'error');

    // A late joiner opens on the page being read; the detail says it too.
    const joined = await callAction(t.api, late, conversationId, call.id, 'join');
    expect(joined.json<CallResponse>().call.story).toEqual({ story_id: 'three-bears', page: 3 });
    const detail = await t.api.get(
      `/profiles/${joe.profileId}/conversations/${conversationId}`,
      joe.token,
    );
    expect(detail.json().active_call.story).toEqual({ story_id: 'three-bears', page: 3 });

    // Closing the book reaches everyone else; the reader's own socket hears nothing back.
    share(a!, nana.profileId, null);
    await c!.next((e) => e.type === 'call.story' && e.story === null);
    await b!.next((e) => e.type === 'call.story' && e.story === null);
    expect(storyEvents(b!)).toEqual([
      { story_id: 'three-bears', page: 0 },
      { story_id: 'three-bears', page: 3 },
      null,
    ]);
    expect(storyEvents(a!)).toEqual([]);
    const again = await callAction(t.api, late, conversationId, call.id, 'join');
    expect(again.json<CallResponse>().call.story).toBeNull();
    for (const s of [a, b, c]) s!.close();
  });
});
