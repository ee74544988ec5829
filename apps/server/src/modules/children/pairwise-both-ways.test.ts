import type { ApprovalsResponse, ConversationSummary, Message } from '@hearth/shared';
import { CHILD_MESSAGES, conversationStream, waitingChild } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { fixture, sendVoice, upload } from '../../test/media.js';
import { settle, TestSocket } from '../../test/socket.js';
import { sync } from '../../test/sync.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

const texts = (messages: Message[]) => messages.map((m) => m.content);

/**
 * The findings of a hostile visit (issue 25, items 1, 2, 3 and 5), each held as it was
 * reproduced: a stranger let into a child's conversation learns only that a child is there.
 */
describe.each(DIALECTS)('the pairwise rule both ways on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Nana's room with her child Lily, who has spoken (text and voice); then a stranger joins. */
  async function lilysRoom(tag: string) {
    const nana = await familyWithChild(t.api, `nana-${tag}@example.org`);
    const conversationId = nana.conversation.id;
    const by = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, by, { token: nana.token, profileId: nana.child.id });
    const lily = {
      token: nana.childToken,
      profile: nana.child,
      conversation: { id: conversationId },
    };
    expect(
      (await sendMessage(t.api, nana.token, nana.profile.id, conversationId, 'from nana'))
        .statusCode,
    ).toBe(201);
    expect(
      (await sendMessage(t.api, lily.token, lily.profile.id, conversationId, 'from lily'))
        .statusCode,
    ).toBe(201);
    const media = await upload(
      t,
      lily.token,
      lily.profile.id,
      conversationId,
      fixture('voice.webm'),
    );
    expect(media.statusCode).toBe(201);
    const voice = await sendVoice(t.api, lily, media.json().media.id as string);
    expect(voice.statusCode).toBe(201);
    const stranger = await t.api.family(`stranger-${tag}@example.org`, 'Stranger', 'Other');
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    const strangerBase = `/profiles/${stranger.profile.id}/conversations/${conversationId}`;
    return { nana, lily, stranger, conversationId, strangerBase, by };
  }

  const approvalsOf = async (nana: { token: string; child: { id: string } }) =>
    (await t.api.get(`/profiles/${nana.child.id}/approvals`, nana.token)).json<ApprovalsResponse>();

  it('shows a stranger nothing the child wrote or recorded, over HTTP, the list and catch-up (1)', async () => {
    const r = await lilysRoom('reads');
    const detail = await t.api.get(r.strangerBase, r.stranger.token);
    expect(detail.statusCode).toBe(200);
    expect(texts(detail.json().messages)).toEqual(['from nana']);
    expect(detail.json().participants).toContainEqual({
      id: r.lily.profile.id,
      nickname: waitingChild('Lily'),
    });
    const firstId = detail.json().messages[0].id as string;
    const after = await t.api.get(`${r.strangerBase}?after=${firstId}`, r.stranger.token);
    expect(after.json().messages).toEqual([]);

    await sendMessage(t.api, r.nana.token, r.nana.profile.id, r.conversationId, 'nana again');
    const list = await t.api.get(
      `/profiles/${r.stranger.profile.id}/conversations`,
      r.stranger.token,
    );
    const summary = list.json<ConversationSummary[]>().find((c) => c.id === r.conversationId)!;
    expect(summary.last_message?.content).toBe('nana again');
    // Nana's two messages; Lily's text and voice count for nothing.
    expect(summary.unread_count).toBe(2);
    expect(JSON.stringify(summary)).not.toContain(`"nickname":"Lily"`);

    const socket = await TestSocket.connect(url, r.stranger.token);
    const { replayed } = await sync(socket, { [conversationStream(r.conversationId)]: 0 });
    const heard = JSON.stringify(replayed);
    expect(heard).not.toContain('from lily');
    expect(heard).not.toContain(`"profile":{"id":"${r.lily.profile.id}"`);
    expect(heard).toContain('nana again');

    // The parent's yes lifts it both ways: the stranger now sees Lily's words.
    const [request] = (await approvalsOf(r.nana)).pending;
    const yes = await t.api.post(
      `/profiles/${r.nana.child.id}/approvals/${request!.id}/approve`,
      undefined,
      r.nana.token,
    );
    expect(yes.statusCode).toBe(204);
    const now = await t.api.get(r.strangerBase, r.stranger.token);
    expect(texts(now.json().messages)).toEqual(['from nana', 'from lily', '', 'nana again']);
    expect(now.json().participants).toContainEqual({ id: r.lily.profile.id, nickname: 'Lily' });
    socket.close();
  });

  it("keeps a child's typing from a stranger, live, while others hear it (1)", async () => {
    const r = await lilysRoom('typing');
    const joe = await t.api.family(`joe-typing@example.org`, 'Grandpa Joe', 'Joe');
    await inviteInto(t.api, r.by, { token: joe.token, profileId: joe.profile.id });
    const [request] = (await approvalsOf(r.nana)).pending.filter(
      (p) => p.profile.id === joe.profile.id,
    );
    await t.api.post(
      `/profiles/${r.nana.child.id}/approvals/${request!.id}/approve`,
      undefined,
      r.nana.token,
    );
    const strangerSocket = await TestSocket.connect(url, r.stranger.token);
    const joeSocket = await TestSocket.connect(url, joe.token);
    const parentSocket = await TestSocket.connect(url, r.nana.token);
    // The parent's device may type as the child: the rule follows the profile, not the device.
    parentSocket.send({
      type: 'typing',
      conversation_id: r.conversationId,
      profile_id: r.lily.profile.id,
    });
    await joeSocket.next((e) => e.type === 'typing' && e.profile.id === r.lily.profile.id);
    await settle();
    expect(strangerSocket.of('typing')).toEqual([]);
    for (const s of [strangerSocket, joeSocket, parentSocket]) s.close();
  });

  it('approves by a join only those the preview showed; anyone else is a request (2)', async () => {
    const joe = await t.api.family('joe-preview@example.org', 'Grandpa Joe', 'Joe');
    const nana = await familyWithChild(t.api, 'nana-preview@example.org');
    const invite = await t.api.post(
      `/profiles/${joe.profile.id}/conversations/${joe.conversation.id}/create_invite`,
      undefined,
      joe.token,
    );
    const token = invite.json().invite.token as string;
    const preview = await t.api.post('/conversations/invite-preview', { token }, nana.token);
    const seen = (preview.json().participants as { id: string }[]).map((p) => p.id);
    expect(seen).toEqual([joe.profile.id]);
    // Someone joins between the parent's look and the parent's yes.
    const stranger = await t.api.family('stranger-preview@example.org', 'Stranger', 'Other');
    const between = await t.api.post(
      '/conversations/join-via-invite',
      { token, profile_id: stranger.profile.id },
      stranger.token,
    );
    expect(between.statusCode).toBe(200);
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token, profile_id: nana.child.id, approved_profile_ids: seen },
      nana.token,
    );
    expect(joined.statusCode).toBe(200);
    const list = await approvalsOf(nana);
    expect(list.approved.map((p) => p.id)).toEqual([joe.profile.id]);
    expect(list.pending.map((p) => p.profile.id)).toEqual([stranger.profile.id]);
    const childView = await t.api.get(
      `/profiles/${nana.child.id}/conversations/${joe.conversation.id}`,
      nana.childToken,
    );
    expect(childView.json().paused).toBe(true);
  });

  it('approves nobody by a join without the preview’s list (2)', async () => {
    const joe = await t.api.family('joe-nolist@example.org', 'Grandpa Joe', 'Joe');
    const nana = await familyWithChild(t.api, 'nana-nolist@example.org');
    const invite = await t.api.post(
      `/profiles/${joe.profile.id}/conversations/${joe.conversation.id}/create_invite`,
      undefined,
      joe.token,
    );
    const joined = await t.api.post(
      '/conversations/join-via-invite',
      { token: invite.json().invite.token, profile_id: nana.child.id },
      nana.token,
    );
    expect(joined.statusCode).toBe(200);
    const list = await approvalsOf(nana);
    expect(list.approved).toEqual([]);
    expect(list.pending.map((p) => p.profile.id)).toEqual([joe.profile.id]);
    const bad = await t.api.post(
      '/conversations/join-via-invite',
      {
        token: invite.json().invite.token,
        profile_id: nana.profile.id,
        approved_profile_ids: 'all',
      },
      nana.token,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual(['approved_profile_ids must be a list of profile ids']);
  });

  it("shows a waiting child neither the stranger's name nor title, and counts nothing of theirs (3)", async () => {
    const r = await lilysRoom('names');
    const shout = 'CALL ME 555-0100';
    expect(
      (
        await t.api.patch(
          `/profiles/${r.stranger.profile.id}`,
          { profile: { nickname: shout } },
          r.stranger.token,
        )
      ).statusCode,
    ).toBe(200);
    const renamed = await t.api.patch(
      r.strangerBase,
      { conversation: { title: shout } },
      r.stranger.token,
    );
    expect(renamed.statusCode).toBe(200);
    await sendMessage(t.api, r.stranger.token, r.stranger.profile.id, r.conversationId, shout);
    const childList = await t.api.get(`/profiles/${r.lily.profile.id}/conversations`, r.lily.token);
    const [summary] = childList.json<ConversationSummary[]>();
    expect(summary).toMatchObject({
      title: CHILD_MESSAGES.pausedTitle,
      unread_count: 0,
      paused: true,
    });
    expect(summary!.participants).toContainEqual({
      id: r.stranger.profile.id,
      nickname: CHILD_MESSAGES.someoneNew,
    });
    expect(JSON.stringify(childList.json())).not.toContain(shout);
    const detail = await t.api.get(
      `/profiles/${r.lily.profile.id}/conversations/${r.conversationId}`,
      r.lily.token,
    );
    expect(detail.json().title).toBe(CHILD_MESSAGES.pausedTitle);
    expect(JSON.stringify(detail.json())).not.toContain(shout);
  });

  it('refuses a waiting child’s "played", and the stranger hears no receipt (5)', async () => {
    const r = await lilysRoom('played');
    const media = await upload(
      t,
      r.nana.token,
      r.nana.profile.id,
      r.conversationId,
      fixture('voice.webm'),
    );
    const voice = await sendVoice(
      t.api,
      { ...r.nana, conversation: { id: r.conversationId } },
      media.json().media.id as string,
    );
    const strangerSocket = await TestSocket.connect(url, r.stranger.token);
    const played = await t.api.post(
      `/profiles/${r.lily.profile.id}/conversations/${r.conversationId}/messages/${voice.json().id as string}/played`,
      undefined,
      r.lily.token,
    );
    expect(played.statusCode).toBe(403);
    expect(played.json().error).toBe(CHILD_MESSAGES.paused);
    await settle();
    expect(strangerSocket.of('message.played')).toEqual([]);
    const { replayed } = await sync(strangerSocket, { [conversationStream(r.conversationId)]: 0 });
    expect(replayed.filter((e) => e.type === 'message.played')).toEqual([]);
    strangerSocket.close();
  });

  it("keeps the child's listening from a stranger's view of a voice message (1)", async () => {
    const nana = await familyWithChild(t.api, 'nana-listened@example.org');
    const conversationId = nana.conversation.id;
    const by = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, by, { token: nana.token, profileId: nana.child.id });
    const media = await upload(
      t,
      nana.token,
      nana.profile.id,
      conversationId,
      fixture('voice.webm'),
    );
    const family = { ...nana, conversation: { id: conversationId } };
    const voice = await sendVoice(t.api, family, media.json().media.id as string);
    const messageId = voice.json().id as string;
    const played = await t.api.post(
      `/profiles/${nana.child.id}/conversations/${conversationId}/messages/${messageId}/played`,
      undefined,
      nana.childToken,
    );
    expect(played.statusCode).toBe(204);
    const stranger = await t.api.family('stranger-listened@example.org', 'Stranger', 'Other');
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    const seen = await t.api.get(
      `/profiles/${stranger.profile.id}/conversations/${conversationId}`,
      stranger.token,
    );
    const message = (seen.json().messages as Message[]).find((m) => m.id === messageId)!;
    expect(message.audio?.played_by).toEqual([]);
    const parent = await t.api.get(
      `/profiles/${nana.profile.id}/conversations/${conversationId}`,
      nana.token,
    );
    const own = (parent.json().messages as Message[]).find((m) => m.id === messageId)!;
    expect(own.audio?.played_by).toEqual([nana.child.id]);
  });
});
