import { MESSAGES } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';

import { familyWithChild, inviteInto } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('an invite preview on %s', (dialect) => {
  const t = useTestApp(dialect, { inviteTtlHours: 1 });

  it('names the conversation and who is in it, without joining', async () => {
    const joe = await t.api.family('joe-preview@example.org', 'Grandpa Joe', 'Sunday calls');
    const sam = await t.api.family('sam-preview@example.org', 'Sam', 'Sam');
    const by = { token: joe.token, profileId: joe.profile.id, conversationId: joe.conversation.id };
    await inviteInto(t.api, by, { token: sam.token, profileId: sam.profile.id });
    const invite = await t.api.post(
      `/profiles/${joe.profile.id}/conversations/${joe.conversation.id}/create_invite`,
      undefined,
      joe.token,
    );
    const token = invite.json().invite.token as string;
    const nana = await familyWithChild(t.api, 'nana-preview@example.org');

    const res = await t.api.post('/conversations/invite-preview', { token }, nana.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: joe.conversation.id,
      title: 'Sunday calls',
      invited_by: { nickname: 'Grandpa Joe' },
      participants: [
        { id: joe.profile.id, nickname: 'Grandpa Joe' },
        { id: sam.profile.id, nickname: 'Sam' },
      ],
    });
    // Signed out: who invites to what and who is there, by nickname only, without any id.
    const signedOut = await t.api.post('/conversations/invite-preview', { token });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({
      title: 'Sunday calls',
      invited_by: { nickname: 'Grandpa Joe' },
      participants: [{ nickname: 'Grandpa Joe' }, { nickname: 'Sam' }],
    });
    expect(signedOut.body).not.toContain(joe.profile.id);
    expect(signedOut.body).not.toContain(joe.conversation.id);
    // Nobody joined: the same invite still adds the child, once.
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token, profile_id: nana.child.id },
      nana.token,
    );
    expect(joined.statusCode).toBe(200);
    expect(joined.json().participants).toHaveLength(3);
    // A child session cannot look through invites.
    const asChild = await t.api.post('/conversations/invite-preview', { token }, nana.childToken);
    expect(asChild.statusCode).toBe(403);
  });

  it('answers as a join would for an unknown, overlong, missing or expired token', async () => {
    const gran = await t.api.family('gran-preview@example.org');
    const ask = (body: unknown, token = gran.token) =>
      t.api.post('/conversations/invite-preview', body, token);
    expect((await ask({ token: 'nope' })).json()).toMatchObject({ error: MESSAGES.inviteInvalid });
    expect((await ask({ token: 'nope' })).statusCode).toBe(404);
    expect((await ask({ token: 'x'.repeat(201) })).statusCode).toBe(404);
    expect((await ask({})).statusCode).toBe(422);
    expect((await ask({ token: 'nope' }, 'not-a-session')).statusCode).toBe(401);
    // Signed out, an unknown token is just as unknown; other routes still want a session.
    expect((await t.api.post('/conversations/invite-preview', { token: 'nope' })).statusCode).toBe(
      404,
    );
    expect((await t.api.post('/conversations/join-via-invite', { token: 'nope' })).statusCode).toBe(
      401,
    );
    const invite = await t.api.post(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/create_invite`,
      undefined,
      gran.token,
    );
    await t.app.ctx.db
      .updateTable('invites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await ask({ token: invite.json().invite.token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error).toBe(MESSAGES.inviteExpired);
  });
});
