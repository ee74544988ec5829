import { beforeAll, describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, accountStream, conversationStream } from '@hearth/shared';
import { inviteInto } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';

import { TestSocket } from '../../test/socket.js';
import { isDurable, sync } from '../../test/sync.js';
import { useTestApp } from '../../test/use-test-app.js';

// Names found nowhere else, so that their absence from the log and the replay means something.
const FIRST_NAME = 'Granny Wobblesworth';
const SECOND_NAME = 'Nana Quillfeather';
const CHILD_NAME = 'Lily Marchbanks';

describe.each(DIALECTS)("an erasure and the event log's names on %s", (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /**
   * The Smiths' room with their child Tom in it; Grandma's account joins it (the Smiths' account
   * stream hears an approval request naming her), renames her profile, and brings her child.
   */
  async function smithsAndGran(tag: string) {
    const smiths = await t.api.family(`smiths-${tag}@example.org`, 'Sam', 'Smiths');
    const tom = await t.api.createProfile(smiths.token, 'Tom');
    const room = smiths.conversation.id;
    const by = { token: smiths.token, profileId: smiths.profile.id, conversationId: room };
    await inviteInto(t.api, by, { token: smiths.token, profileId: tom.id });
    const gran = await t.api.signUp(`gran-${tag}@example.org`);
    const granny = await t.api.createProfile(gran.access_token, FIRST_NAME);
    await inviteInto(t.api, by, { token: gran.access_token, profileId: granny.id });
    const renamed = await t.api.patch(
      `/profiles/${granny.id}`,
      { profile: { nickname: SECOND_NAME } },
      gran.access_token,
    );
    expect(renamed.statusCode).toBe(200);
    const lily = await t.api.createProfile(gran.access_token, CHILD_NAME);
    await inviteInto(t.api, by, { token: gran.access_token, profileId: lily.id });
    const cursors = { [accountStream(smiths.user.id)]: 0, [conversationStream(room)]: 0 };
    return { smiths, gran: { token: gran.access_token, profile: granny, lily }, cursors };
  }

  /** Everything the Smiths' catch-up replays from the start of both streams. */
  async function catchUp(token: string, cursors: Record<string, number>) {
    const socket = await TestSocket.connect(url, token);
    const { replayed } = await sync(socket, cursors);
    socket.close();
    return replayed.filter(isDurable);
  }

  const storedPayloads = async () =>
    (await t.app.ctx.db.selectFrom('events').select('payload').execute())
      .map((row) => row.payload ?? '')
      .join('\n');

  it("deleting an account renames its profiles in everyone's log, positions unchanged", async () => {
    const { smiths, gran, cursors } = await smithsAndGran('account');
    const before = await catchUp(smiths.token, cursors);
    const heard = JSON.stringify(before);
    for (const name of [FIRST_NAME, SECOND_NAME, CHILD_NAME]) expect(heard).toContain(name);
    expect(before.map((e) => e.type)).toContain('approval.requested');

    const res = await t.api.request('DELETE', '/account', {
      token: gran.token,
      body: { password: 'correct horse' },
    });
    expect(res.statusCode).toBe(204);

    const after = await catchUp(smiths.token, cursors);
    const replay = JSON.stringify(after);
    const stored = await storedPayloads();
    for (const name of [FIRST_NAME, SECOND_NAME, CHILD_NAME]) {
      expect(replay).not.toContain(name);
      expect(stored).not.toContain(name);
    }
    // Every event heard before is still at its position, of its kind, naming the neutral text.
    const position = (e: { stream: string; seq: number; type: string }) =>
      `${e.stream}#${e.seq}:${e.type}`;
    expect(after.map(position)).toEqual(expect.arrayContaining(before.map(position)));
    const approval = after.find((e) => e.type === 'approval.requested');
    expect(approval).toMatchObject({
      profile: { id: gran.profile.id, nickname: FAMILY_MESSAGES.profileDeleted },
    });
    const joined = after.filter(
      (e) => e.type === 'participant.joined' && e.participant.id === gran.lily.id,
    );
    expect(joined).toEqual([
      expect.objectContaining({
        participant: { id: gran.lily.id, nickname: FAMILY_MESSAGES.profileDeleted },
      }),
    ]);
  });

  it("erasing one profile renames it alone; the account's other names stay", async () => {
    const { smiths, gran, cursors } = await smithsAndGran('profile');
    const res = await t.api.post(`/profiles/${gran.lily.id}/erase`, {}, gran.token);
    expect(res.statusCode).toBe(204);

    const replay = JSON.stringify(await catchUp(smiths.token, cursors));
    expect(replay).not.toContain(CHILD_NAME);
    expect(await storedPayloads()).not.toContain(CHILD_NAME);
    expect(replay).toContain(SECOND_NAME);
    expect(replay).toContain(FAMILY_MESSAGES.profileDeleted);
  });
});
