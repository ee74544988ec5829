import { beforeAll, describe, expect, it } from 'vitest';
import { familyWithAssisted } from '../../test/assisted.js';
import { inviteInto } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';
import { callAction, startCall } from './call-test-kit.js';

/** An assisted grandparent's tablet rings, answers and talks as an adult's device does. */
describe.each(DIALECTS)('calls with an assisted tablet on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('rings on the tablet for another family, which the family set it to answer', async () => {
    const fam = await familyWithAssisted(t.api, 'ring@example.org');
    const joe = await t.api.family('ring-joe@example.org', 'Joe');
    const conversationId = fam.conversation.id;
    await inviteInto(
      t.api,
      { token: fam.token, profileId: fam.profile.id, conversationId },
      { token: joe.token, profileId: joe.profile.id },
    );
    // The family puts Joe on Nana's auto-answer list; her tablet reads it.
    const list = { auto_answer: { profile_ids: [joe.profile.id] } };
    const auto = `/profiles/${fam.nana.id}/auto_answer`;
    const set = await t.api.request('PUT', auto, { token: fam.token, body: list });
    expect(set.statusCode).toBe(200);
    expect((await t.api.get(auto, fam.tabletToken)).json()).toEqual(list);

    const tablet = await TestSocket.connect(url, fam.tabletToken);
    const phone = await TestSocket.connect(url, joe.token);
    const caller = { token: joe.token, profileId: joe.profile.id };
    const started = await startCall(t.api, caller, conversationId);
    expect(await tablet.next((e) => e.type === 'call.started')).toMatchObject({
      call: { id: started.call.id, started_by: joe.profile.id },
    });
    const nana = { token: fam.tabletToken, profileId: fam.nana.id };
    const joined = await callAction(t.api, nana, conversationId, started.call.id, 'join');
    expect(joined.statusCode).toBe(200);
    // Signals reach the tablet (a device apart from its account's) and come back from it.
    const signal = (from: string, to: string) => ({
      type: 'call.signal',
      call_id: started.call.id,
      from_profile_id: from,
      to_profile_id: to,
      signal: { type: 'offer', sdp: 'v=0' },
    });
    phone.send(signal(joe.profile.id, fam.nana.id));
    expect(await tablet.next((e) => e.type === 'call.signal')).toMatchObject({
      from_profile_id: joe.profile.id,
      to_profile_id: fam.nana.id,
    });
    tablet.send(signal(fam.nana.id, joe.profile.id));
    expect(await phone.next((e) => e.type === 'call.signal')).toMatchObject({
      from_profile_id: fam.nana.id,
      to_profile_id: joe.profile.id,
    });
    tablet.close();
    phone.close();
  });
});
