import type { ApprovalsResponse, Message, Profile } from '@hearth/shared';
import { CHILD_MESSAGES, MESSAGES } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { createAssisted, familyWithAssisted } from '../../test/assisted.js';
import { familyWithChild, inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { useTestApp } from '../../test/use-test-app.js';

const texts = (messages: Message[]) => messages.map((m) => m.content);

describe.each(DIALECTS)('assisted profiles on %s', (dialect) => {
  const t = useTestApp(dialect);
  const count = async (token: string) => (await t.api.get('/profiles', token)).json<[]>().length;

  it('adds an assisted profile beside the adult’s own; a profile without a kind is a child', async () => {
    const fam = await t.api.family('kinds@example.org', 'Sam');
    const nana = await createAssisted(t.api, fam.token);
    expect(nana).toEqual({
      id: expect.any(String),
      nickname: 'Nana',
      kind: 'assisted',
      language: null,
    });
    const kid = await t.api.createProfile(fam.token, 'Lily');
    expect(kid.kind).toBe('child');
    const listed = (await t.api.get('/profiles', fam.token)).json<Profile[]>();
    expect(listed.map((p) => [p.nickname, p.kind])).toEqual([
      ['Sam', 'adult'],
      ['Nana', 'assisted'],
      ['Lily', 'child'],
    ]);
  });

  it('refuses any other kind, and an assisted profile before the adult’s own, changing nothing', async () => {
    const fam = await t.api.family('bad-kind@example.org', 'Sam');
    for (const kind of ['adult', 'child', 'ASSISTED', '', 7, null]) {
      const res = await t.api.post('/profiles', { profile: { nickname: 'X', kind } }, fam.token);
      expect(res.statusCode, String(kind)).toBe(422);
      expect(res.json()).toMatchObject({
        error: MESSAGES.profileKindInvalid,
        code: 'validation_failed',
        errors: [MESSAGES.profileKindInvalid],
      });
    }
    expect(await count(fam.token)).toBe(1);
    const fresh = await t.api.signUp('no-adult@example.org');
    const early = await t.api.post(
      '/profiles',
      { profile: { nickname: 'Nana', kind: 'assisted' } },
      fresh.access_token,
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().error).toBe(MESSAGES.profileKindInvalid);
    expect(await count(fresh.access_token)).toBe(0);
  });

  it('is made by the account’s own session only, never by a kid’s or a tablet’s', async () => {
    const fam = await familyWithChild(t.api, 'who-adds@example.org');
    const withNana = await familyWithAssisted(t.api, 'who-adds-nana@example.org');
    for (const token of [fam.childToken, withNana.tabletToken]) {
      const res = await t.api.post(
        '/profiles',
        { profile: { nickname: 'Z', kind: 'assisted' } },
        token,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(CHILD_MESSAGES.notAllowed);
    }
    expect(await count(fam.token)).toBe(2);
    expect(await count(withNana.token)).toBe(2);
  });

  it('talks with another family as an adult does: no approvals, nothing paused', async () => {
    const home = await familyWithAssisted(t.api, 'adult-rules@example.org');
    const joe = await t.api.family('adult-rules-joe@example.org', 'Joe', 'Joe’s room');
    const conversationId = joe.conversation.id;
    await inviteInto(
      t.api,
      { token: joe.token, profileId: joe.profile.id, conversationId },
      { token: home.token, profileId: home.nana.id },
    );
    expect(
      (await sendMessage(t.api, joe.token, joe.profile.id, conversationId, 'hi Nana')).statusCode,
    ).toBe(201);
    const sent = await sendMessage(
      t.api,
      home.tabletToken,
      home.nana.id,
      conversationId,
      'hello Joe',
    );
    expect(sent.statusCode).toBe(201);
    const seen = await t.api.get(
      `/profiles/${home.nana.id}/conversations/${conversationId}`,
      home.tabletToken,
    );
    expect(seen.statusCode).toBe(200);
    // Read as an adult's: no pause, nor the flag a child's page carries.
    expect(seen.json()).not.toHaveProperty('paused');
    expect(texts(seen.json().messages)).toEqual(['hi Nana', 'hello Joe']);
    expect(
      seen
        .json()
        .participants.map((p: { nickname: string }) => p.nickname)
        .sort(),
    ).toEqual(['Joe', 'Nana']);
    const joeSees = await t.api.get(
      `/profiles/${joe.profile.id}/conversations/${conversationId}`,
      joe.token,
    );
    expect(texts(joeSees.json().messages)).toEqual(['hi Nana', 'hello Joe']);
    // Her tablet edits and deletes any of her messages, not only her last one.
    const later = await sendMessage(t.api, home.tabletToken, home.nana.id, conversationId, 'bye');
    expect(later.statusCode).toBe(201);
    const edit = await t.api.patch(
      `/profiles/${home.nana.id}/conversations/${conversationId}/messages/${sent.json().id}`,
      { message: { content: 'hello Joe!' } },
      home.tabletToken,
    );
    expect(edit.statusCode).toBe(200);
  });

  it('is a stranger to another family’s child until the child’s parent says yes', async () => {
    const { nana: parent, joe, conversationId } = await nanaJoeAndLily(t.api, 'assisted-child');
    const other = await familyWithAssisted(t.api, 'assisted-child-rose@example.org', 'Rose');
    const childBase = `/profiles/${parent.child.id}/conversations/${conversationId}`;
    await inviteInto(
      t.api,
      { token: joe.token, profileId: joe.profile.id, conversationId },
      { token: other.token, profileId: other.nana.id },
    );
    const say = (text: string) =>
      sendMessage(t.api, other.tabletToken, other.nana.id, conversationId, text);
    expect((await say('hello from Rose')).statusCode).toBe(201);
    // The child's side: paused, Rose's words unseen, her parent asked.
    const paused = await t.api.get(childBase, parent.childToken);
    expect(paused.json().paused).toBe(true);
    expect(JSON.stringify(paused.json())).not.toContain('hello from Rose');
    const asked = await t.api.get(`/profiles/${parent.child.id}/approvals`, parent.token);
    const { pending } = asked.json<ApprovalsResponse>();
    expect(pending.map((p) => p.profile.id)).toEqual([other.nana.id]);
    // Rose herself is not held: an adult in the room.
    const roseSees = await t.api.get(
      `/profiles/${other.nana.id}/conversations/${conversationId}`,
      other.tabletToken,
    );
    expect(roseSees.statusCode).toBe(200);
    expect(roseSees.json()).not.toHaveProperty('paused');
    expect(texts(roseSees.json().messages)).toContain('hello from Rose');
    const yes = await t.api.post(
      `/profiles/${parent.child.id}/approvals/${pending[0]!.id}/approve`,
      undefined,
      parent.token,
    );
    expect(yes.statusCode).toBe(204);
    const resumed = await t.api.get(childBase, parent.childToken);
    expect(resumed.json().paused).toBe(false);
    expect(texts(resumed.json().messages)).toContain('hello from Rose');
  });
});
