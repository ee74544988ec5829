import type { ApprovalsResponse, MessageReport } from '@hearth/shared';
import { accountStream } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { storedPhoto } from '../../test/stored-media.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('"Tell a grown-up" on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Nana's room with Grandpa Joe (approved when Lily was added) and a message from him. */
  async function room(tag: string) {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, tag);
    const sent = await sendMessage(t.api, joe.token, joe.profile.id, conversationId, 'boo!');
    const base = `/profiles/${nana.child.id}/conversations/${conversationId}/messages`;
    const report = (messageId: string, token = nana.childToken) =>
      t.api.post(`${base}/${messageId}/report`, undefined, token);
    return { nana, joe, conversationId, messageId: sent.json().id as string, report };
  }

  const reportedEvents = (accountId: string) =>
    t.app.ctx.db
      .selectFrom('events')
      .select(['type'])
      .where('stream', '=', accountStream(accountId))
      .where('type', '=', 'message.reported')
      .execute();

  it('stores the report, tells the parent live and durably, and lists it', async () => {
    const r = await room('report');
    const parentSocket = await TestSocket.connect(url, r.nana.token);
    const res = await r.report(r.messageId);
    expect(res.statusCode).toBe(201);
    const report = res.json<MessageReport>();
    const expected = {
      id: report.id,
      message: { id: r.messageId, content: 'boo!', kind: 'text' },
      sender: { id: r.joe.profile.id, nickname: 'Grandpa Joe' },
      conversation: { id: r.conversationId, title: 'Family' },
      reported_at: report.reported_at,
    };
    expect(report).toEqual(expected);
    const alert = await parentSocket.next((e) => e.type === 'message.reported');
    expect(alert).toMatchObject({ child_profile_id: r.nana.child.id, report_id: report.id });
    parentSocket.close();

    const list = await t.api.get(`/profiles/${r.nana.child.id}/reports`, r.nana.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([expected]);

    // Pressing again keeps the one report and does not alert twice.
    const again = await r.report(r.messageId);
    expect(again.statusCode).toBe(201);
    expect(again.json<MessageReport>().id).toBe(report.id);
    expect(await reportedEvents(r.nana.user.id)).toHaveLength(1);
    const after = await t.api.get(`/profiles/${r.nana.child.id}/reports`, r.nana.token);
    expect(after.json()).toHaveLength(1);
  });

  it('reports a photo message as it reports words', async () => {
    const r = await room('report-photo');
    const joeHere = { ...r.joe, conversation: { id: r.conversationId } };
    const photo = await storedPhoto(t, joeHere);
    const sent = await t.api.post(
      `/profiles/${r.joe.profile.id}/conversations/${r.conversationId}/messages`,
      { message: { content: 'look', photo_ids: [photo.id] } },
      r.joe.token,
    );
    expect(sent.statusCode).toBe(201);
    const res = await r.report(sent.json().id as string);
    expect(res.statusCode).toBe(201);
    expect(res.json<MessageReport>().message).toEqual({
      id: sent.json().id,
      content: 'look',
      kind: 'photo',
    });
    const list = await t.api.get(`/profiles/${r.nana.child.id}/reports`, r.nana.token);
    expect(list.json<MessageReport[]>().map((report) => report.message.kind)).toEqual(['photo']);
  });

  it('answers 404 for any message the child cannot see, and stores nothing', async () => {
    const r = await room('unseen');
    const other = await t.api.family('other-unseen@example.org', 'Other', 'Elsewhere');
    const elsewhere = await sendMessage(
      t.api,
      other.token,
      other.profile.id,
      other.conversation.id,
      'not yours',
    );
    // A stranger joins: the child waits for its parent and never hears the stranger.
    const stranger = await t.api.family('stranger-unseen@example.org', 'Stranger', 'S');
    await inviteInto(
      t.api,
      { token: r.joe.token, profileId: r.joe.profile.id, conversationId: r.conversationId },
      { token: stranger.token, profileId: stranger.profile.id },
    );
    const unheard = await sendMessage(
      t.api,
      stranger.token,
      stranger.profile.id,
      r.conversationId,
      'psst',
    );
    expect(unheard.statusCode).toBe(201);
    for (const id of [elsewhere.json().id, unheard.json().id, crypto.randomUUID(), 'nope']) {
      expect((await r.report(id)).statusCode, id).toBe(404);
    }
    // An adult's profile is not a child's: nothing to tell.
    const adult = await t.api.post(
      `/profiles/${r.nana.profile.id}/conversations/${r.conversationId}/messages/${r.messageId}/report`,
      undefined,
      r.nana.token,
    );
    expect(adult.statusCode).toBe(404);
    const list = await t.api.get(`/profiles/${r.nana.child.id}/reports`, r.nana.token);
    expect(list.json()).toEqual([]);
    expect(await reportedEvents(r.nana.user.id)).toHaveLength(0);
  });

  it('shows reports to the child’s own parent only, who can revoke the sender', async () => {
    const r = await room('revoke');
    expect((await r.report(r.messageId)).statusCode).toBe(201);
    const other = await t.api.family('nosy-revoke@example.org', 'Nosy', 'N');
    const nosy = await t.api.get(`/profiles/${r.nana.child.id}/reports`, other.token);
    expect(nosy.statusCode).toBe(404);
    const ofAdult = await t.api.get(`/profiles/${r.nana.profile.id}/reports`, r.nana.token);
    expect(ofAdult.statusCode).toBe(404);

    const [report] = (await t.api.get(`/profiles/${r.nana.child.id}/reports`, r.nana.token)).json<
      MessageReport[]
    >();
    const revoked = await t.api.delete(
      `/profiles/${r.nana.child.id}/contacts/${report!.sender.id}`,
      r.nana.token,
    );
    expect(revoked.statusCode).toBe(204);
    const approvals = await t.api.get(`/profiles/${r.nana.child.id}/approvals`, r.nana.token);
    const list = approvals.json<ApprovalsResponse>();
    expect(list.approved).toEqual([]);
    expect(list.pending.map((p) => p.profile.id)).toEqual([r.joe.profile.id]);
    const detail = await t.api.get(
      `/profiles/${r.nana.child.id}/conversations/${r.conversationId}`,
      r.nana.childToken,
    );
    expect(detail.json().paused).toBe(true);
  });
});
