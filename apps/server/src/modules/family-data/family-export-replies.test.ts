import { describe, expect, it } from 'vitest';
import type { Message } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { readZip } from '../../test/zip.js';
import type { ExportedMessage, ExportedProfile } from './export-document.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)("an export's replies and reactions on %s", (dialect) => {
  const t = useTestApp(dialect);

  /**
   * Nana's room with her child Lily; `joeJoins` brings in Grandpa Joe of another family, whom
   * Lily's parent has not said yes to (her conversation then waits, and she sends nothing).
   */
  async function room(tag: string) {
    const nana = await familyWithChild(t.api, `nana-export-${tag}@example.org`);
    const joe = await t.api.family(`joe-export-${tag}@example.org`, 'Grandpa Joe', 'Joe');
    const conversationId = nana.conversation.id;
    const by = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, by, { token: nana.token, profileId: nana.child.id });
    const joeJoins = () => inviteInto(t.api, by, { token: joe.token, profileId: joe.profile.id });
    const base = `/profiles/${nana.profile.id}/conversations/${conversationId}/messages`;
    const as = (who: { token: string; profile: { id: string } }) => ({
      say: async (content: string, replyTo?: string) => {
        const res = await t.api.post(
          `/profiles/${who.profile.id}/conversations/${conversationId}/messages`,
          { message: { content, ...(replyTo ? { reply_to_id: replyTo } : {}) } },
          who.token,
        );
        expect(res.statusCode).toBe(201);
        return res.json<Message>().id;
      },
      react: async (messageId: string, emoji: string) => {
        const path = `/profiles/${who.profile.id}/conversations/${conversationId}/messages/${messageId}/reactions/${encodeURIComponent(emoji)}`;
        expect((await t.api.put(path, who.token)).statusCode).toBe(204);
      },
    });
    const lily = { token: nana.token, profile: nana.child };
    return { nana, base, joeJoins, say: { nana: as(nana), joe: as(joe), lily: as(lily) } };
  }

  const exported = async (token: string, profileId: string) => {
    const res = await t.api.get(`/account/export?profile_id=${profileId}`, token);
    expect(res.statusCode).toBe(200);
    const zip = await readZip(res.rawPayload);
    const name = [...zip.keys()].find((n) => n.startsWith('profiles/'))!;
    const doc = JSON.parse(zip.get(name)!.toString()) as ExportedProfile;
    const byId = new Map<string, ExportedMessage>(
      doc.conversations.flatMap((c) => c.messages).map((m) => [m.id, m]),
    );
    return { byId, index: zip.get('index.html')!.toString() };
  };

  it('carries each quote and reaction as the app shows them, in the viewer too', async () => {
    const { nana, base, say } = await room('shown');
    const pancakes = await say.nana.say('Who wants pancakes?');
    const me = await say.lily.say('Me please!', pancakes);
    await say.lily.react(pancakes, '❤️');
    await say.nana.react(pancakes, '❤️');
    await say.nana.react(pancakes, '🎉');
    await say.nana.react(me, '😂');
    // A reply whose original is deleted afterwards: the quote says so, as in the app.
    const oops = await say.nana.say('Wrong room, sorry');
    const ha = await say.lily.say('Ha!', oops);
    await say.lily.react(oops, '😮');
    expect((await t.api.delete(`${base}/${oops}`, nana.token)).statusCode).toBe(204);

    const { byId, index } = await exported(nana.token, nana.profile.id);
    expect(byId.get(pancakes)!.reactions).toEqual([
      { emoji: '❤️', count: 2, by: ['Lily', 'Nana'] },
      { emoji: '🎉', count: 1, by: ['Nana'] },
    ]);
    expect(byId.get(pancakes)!.reply_to).toBeUndefined();
    expect(byId.get(me)).toMatchObject({
      reply_to: { id: pancakes, sender: 'Nana', preview: 'Who wants pancakes?' },
      reactions: [{ emoji: '😂', count: 1, by: ['Nana'] }],
    });
    expect(byId.get(ha)!.reply_to).toEqual({
      id: oops,
      sender: 'Nana',
      preview: 'Message deleted',
    });
    // The deleted message keeps its place, without its words or its reactions.
    expect(byId.get(oops)).toMatchObject({ deleted: true, content: '' });
    expect(byId.get(oops)!.reactions).toBeUndefined();
    // The viewer has the data and the words to show a quote (a link to the original) and chips.
    expect(index).toContain('"inReplyTo":"In reply to {{0}}"');
    expect(index).toContain('"reactions":"Reactions"');
    expect(index).toContain("link.href = '#' + anchor(n, m.reply_to.id)");
  });

  it("leaves out of a child's export the quotes and reactions of someone not yet approved", async () => {
    const { nana, joeJoins, say } = await room('pairwise');
    const lunch = await say.nana.say('Lunch at one');
    await say.lily.react(lunch, '👍');
    await joeJoins();
    const hello = await say.joe.say('Hello from Joe');
    const answer = await say.nana.say('Hello Joe!', hello);
    await say.joe.react(lunch, '👍');

    const child = await exported(nana.token, nana.child.id);
    expect(child.byId.has(hello)).toBe(false);
    expect(child.byId.get(answer)!.reply_to).toBeUndefined();
    expect(child.byId.get(lunch)!.reactions).toEqual([{ emoji: '👍', count: 1, by: ['Lily'] }]);
    expect(child.index).not.toContain('Hello from Joe');

    // Nana hears everyone: her own export has all of it.
    const own = await exported(nana.token, nana.profile.id);
    expect(own.byId.get(answer)!.reply_to).toMatchObject({ id: hello, sender: 'Grandpa Joe' });
    expect(own.byId.get(lunch)!.reactions).toEqual([
      { emoji: '👍', count: 2, by: ['Lily', 'Grandpa Joe'] },
    ]);
  });
});
