import { UNREAD_TOTAL_HEADER, type ConversationSummary } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('the unread total on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** The list's answer: its conversations and the header's total. */
  async function listed(token: string, profileId: string, query = '') {
    const res = await t.api.get(`/profiles/${profileId}/conversations${query}`, token);
    expect(res.statusCode).toBe(200);
    const total = res.headers[UNREAD_TOTAL_HEADER];
    expect(total).toMatch(/^\d+$/);
    return { conversations: res.json<ConversationSummary[]>(), total: Number(total) };
  }

  /** The brute force: the whole list's unread counts, added up. */
  const summed = async (token: string, profileId: string) =>
    (await listed(token, profileId)).conversations.reduce((n, c) => n + c.unread_count, 0);

  it('counts every conversation, whatever the page, as the sum of their unread counts', async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, 'total');
    const say = (who: { token: string; profile: { id: string } }, id: string, text: string) =>
      sendMessage(t.api, who.token, who.profile.id, id, text);
    // Five more rooms of Joe's with Nana in them, with 0 to 4 messages from Joe each.
    const rooms = [conversationId];
    for (let i = 0; i < 5; i++) {
      const room = await t.api.createConversation(joe.token, joe.profile.id, `Room ${i}`);
      const by = { token: joe.token, profileId: joe.profile.id, conversationId: room.id };
      await inviteInto(t.api, by, { token: nana.token, profileId: nana.profile.id });
      rooms.push(room.id);
      for (let k = 0; k < i; k++) expect((await say(joe, room.id, `m${k}`)).statusCode).toBe(201);
    }
    for (const text of ['a', 'b', 'c']) await say(joe, conversationId, text);
    // Her own messages never count.
    await say(nana, rooms[3]!, 'mine');
    const nanaTotal = await summed(nana.token, nana.profile.id);
    expect(nanaTotal).toBe(0 + 1 + 2 + 3 + 4 + 3);
    for (const query of ['', '?limit=1', '?limit=2']) {
      expect((await listed(nana.token, nana.profile.id, query)).total).toBe(nanaTotal);
    }
    // Reading a room takes its count off the total.
    const room4 = await t.api.get(
      `/profiles/${nana.profile.id}/conversations/${rooms[5]}`,
      nana.token,
    );
    const last = room4.json().messages.at(-1).id as string;
    const read = await t.api.post(
      `/profiles/${nana.profile.id}/conversations/${rooms[5]}/read`,
      { message_id: last },
      nana.token,
    );
    expect(read.statusCode).toBe(200);
    expect((await listed(nana.token, nana.profile.id)).total).toBe(nanaTotal - 4);
    expect(await summed(nana.token, nana.profile.id)).toBe(nanaTotal - 4);

    // Lily hears Joe in the family room; a stranger's arrival pauses it: it counts 0 then.
    const lily = () => listed(nana.childToken, nana.child.id);
    expect((await lily()).total).toBe(3);
    expect((await lily()).total).toBe(await summed(nana.childToken, nana.child.id));
    const stranger = await t.api.family('stranger-total@example.org', 'Stranger', 'Other');
    const by = { token: joe.token, profileId: joe.profile.id, conversationId };
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    await say(stranger, conversationId, 'hello');
    expect((await lily()).total).toBe(0);
    expect(await summed(nana.childToken, nana.child.id)).toBe(0);
    // Nana, a grown-up, counts the stranger's message.
    expect((await listed(nana.token, nana.profile.id)).total).toBe(nanaTotal - 4 + 1);
  });

  it('is 0 for a profile with nothing unread, and another family learns nothing', async () => {
    const lone = await t.api.family('lone-total@example.org', 'Lone');
    expect((await listed(lone.token, lone.profile.id)).total).toBe(0);
    const other = await t.api.family('other-total@example.org', 'Other');
    const res = await t.api.get(`/profiles/${lone.profile.id}/conversations`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.headers[UNREAD_TOTAL_HEADER]).toBeUndefined();
  });
});
