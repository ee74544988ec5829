import { describe, expect, it } from 'vitest';
import {
  accountStream,
  type ConversationDetail,
  type DurableEvent,
  type Message,
} from '@hearth/shared';
import { familyWithAssisted } from '../../test/assisted.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { storedPhoto } from '../../test/stored-media.js';
import { isDurable, sync } from '../../test/sync.js';
import { useListeningApp } from '../../test/use-test-app.js';

/**
 * The frame (an assisted profile's tablet, a device session) misses nothing while its socket
 * reconnects: the event log replays the conversation's messages and the profile's settings.
 */
describe.each(DIALECTS)('the frame catching up after a reconnect on %s', (dialect) => {
  const t = useListeningApp(dialect);

  it('replays the photo, the text and the settings sent meanwhile, each stream in order', async () => {
    const fam = await familyWithAssisted(t.api, 'frame-away@example.org');
    const room = `c:${fam.conversation.id}`;
    const detail = await t.api.get(
      `/profiles/${fam.nana.id}/conversations/${fam.conversation.id}`,
      fam.tabletToken,
    );
    expect(detail.statusCode).toBe(200);
    const first = await TestSocket.connect(t.url, fam.tabletToken);
    const ready = first.of('ready')[0]!;
    const own = accountStream(ready.account_id);
    const cursors = {
      [own]: ready.account_seq,
      [room]: detail.json<ConversationDetail>().event_seq,
    };
    first.close();
    await first.closed;

    // While the tablet is away: Sam sends a photo, turns on Nana's easy mode, then writes.
    const photoId = (await storedPhoto(t, fam)).id;
    const photo = await t.api.post(
      `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}/messages`,
      { message: { content: 'At the beach', photo_ids: [photoId] } },
      fam.token,
    );
    expect(photo.statusCode).toBe(201);
    const settings = await t.api.patch(
      `/profiles/${fam.nana.id}/settings`,
      { settings: { easy_mode: true, frame: { night: { start: '21:00', end: '07:00' } } } },
      fam.token,
    );
    expect(settings.statusCode).toBe(200);
    const text = await sendMessage(
      t.api,
      fam.token,
      fam.profile.id,
      fam.conversation.id,
      'See you Sunday',
    );
    expect(text.statusCode).toBe(201);

    const again = await TestSocket.connect(t.url, fam.tabletToken);
    const { replayed, positions } = await sync(again, cursors);
    const events = replayed.filter(isDurable) as DurableEvent[];
    const inRoom = events.filter((e) => e.stream === room);
    expect(inRoom.map((e) => e.type)).toEqual(['message.created', 'message.created']);
    const [shown, said] = inRoom.map((e) => (e.type === 'message.created' ? e.message : null));
    expect(shown).toMatchObject({
      id: photo.json<Message>().id,
      kind: 'photo',
      content: 'At the beach',
      photos: [{ id: photoId }],
    });
    // Signed for the tablet's profile, as the frame shows it.
    expect(shown!.photos![0]!.url).toContain(`holder=${fam.nana.id}&`);
    expect(said).toMatchObject({ id: text.json<Message>().id, content: 'See you Sunday' });
    expect(inRoom[0]!.seq).toBeLessThan(inRoom[1]!.seq);
    expect(events.filter((e) => e.stream === own)).toEqual([
      {
        type: 'profile.settings',
        profile_id: fam.nana.id,
        settings: settings.json().settings,
        stream: own,
        seq: expect.any(Number),
      },
    ]);
    // The cursors moved past all of it: the next sync has nothing more.
    expect(positions[room]).toBe(inRoom[1]!.seq);
    expect((await sync(again, positions)).replayed).toEqual([]);
    again.close();
  });
});
