import { accountStream, type DurableEvent } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { familyWithAssisted } from '../../test/assisted.js';
import { inviteInto } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { isDurable, sync } from '../../test/sync.js';
import { useListeningApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('profile settings reaching the tablet on %s', (dialect) => {
  const t = useListeningApp(dialect);

  const change = (fam: { token: string }, profileId: string, settings: unknown) =>
    t.api.patch(`/profiles/${profileId}/settings`, { settings }, fam.token);

  it('reaches the tablet live, and the family’s own devices', async () => {
    const fam = await familyWithAssisted(t.api, 'live@example.org');
    const tablet = await TestSocket.connect(t.url, fam.tabletToken);
    const phone = await TestSocket.connect(t.url, fam.token);
    const res = await change(fam, fam.nana.id, { easy_mode: true });
    expect(res.statusCode).toBe(200);
    const heard = await tablet.next((e) => e.type === 'profile.settings');
    expect(heard).toMatchObject({
      type: 'profile.settings',
      profile_id: fam.nana.id,
      settings: res.json().settings,
      stream: accountStream(tablet.of('ready')[0]!.account_id),
    });
    expect(await phone.next((e) => e.type === 'profile.settings')).toEqual(heard);
    // The rest of the account's stream is not the tablet's: Sam's settings, his new room.
    expect((await change(fam, fam.profile.id, { easy_mode: true })).statusCode).toBe(200);
    await t.api.createConversation(fam.token, fam.profile.id, 'Sam’s own');
    await phone.next((e) => e.type === 'conversation.added');
    // Announced in order: once the tablet hears a later change of its own, it heard the rest.
    expect((await change(fam, fam.nana.id, { easy_mode: false })).statusCode).toBe(200);
    await tablet.next((e) => e.type === 'profile.settings' && !e.settings.easy_mode);
    expect(tablet.of('profile.settings').map((e) => e.profile_id)).toEqual([
      fam.nana.id,
      fam.nana.id,
    ]);
    expect(tablet.of('conversation.added')).toEqual([]);
    tablet.close();
    phone.close();
  });

  it('is caught up by position after the tablet was away, and nothing else of the account', async () => {
    const fam = await familyWithAssisted(t.api, 'catch-up@example.org');
    const first = await TestSocket.connect(t.url, fam.tabletToken);
    const ready = first.of('ready')[0]!;
    const stream = accountStream(ready.account_id);
    first.close();
    await first.closed;
    expect((await change(fam, fam.nana.id, { easy_mode: true })).statusCode).toBe(200);
    expect((await change(fam, fam.profile.id, { easy_mode: true })).statusCode).toBe(200);
    await t.api.createConversation(fam.token, fam.profile.id, 'Sam’s own');
    const night = { start: '21:00', end: '07:00' };
    const last = await change(fam, fam.nana.id, { frame: { night } });
    const again = await TestSocket.connect(t.url, fam.tabletToken);
    const { replayed, positions } = await sync(again, { [stream]: ready.account_seq });
    const events = replayed.filter(isDurable) as DurableEvent[];
    expect(events.map((e) => e.type)).toEqual(['profile.settings', 'profile.settings']);
    expect(events.at(-1)).toMatchObject({
      profile_id: fam.nana.id,
      settings: last.json().settings,
    });
    // Its cursor passes what it may not hear: the next sync has nothing more.
    expect(positions[stream]).toBe(ready.account_seq + 4);
    expect(again.of('ready')[0]!.account_seq).toBe(ready.account_seq + 4);
    expect((await sync(again, positions)).replayed).toEqual([]);
    again.close();
  });

  it('hears another family in its room live, as an adult does', async () => {
    const fam = await familyWithAssisted(t.api, 'hears@example.org');
    const joe = await t.api.family('hears-joe@example.org', 'Joe');
    await inviteInto(
      t.api,
      { token: fam.token, profileId: fam.profile.id, conversationId: fam.conversation.id },
      { token: joe.token, profileId: joe.profile.id },
    );
    const tablet = await TestSocket.connect(t.url, fam.tabletToken);
    const said = await sendMessage(
      t.api,
      joe.token,
      joe.profile.id,
      fam.conversation.id,
      'hi Nana',
    );
    expect(said.statusCode).toBe(201);
    const heard = await tablet.next((e) => e.type === 'message.created');
    expect(heard).toMatchObject({
      message: { content: 'hi Nana', profile: { id: joe.profile.id } },
    });
    tablet.close();
  });
});
