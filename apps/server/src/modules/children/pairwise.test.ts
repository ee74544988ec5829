import type { ApprovalsResponse, Message } from '@hearth/shared';
import { CHILD_MESSAGES, conversationStream } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { settle, TestSocket } from '../../test/socket.js';
import { sync } from '../../test/sync.js';
import { inviteInto, nanaJoeAndLily } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

const texts = (messages: Message[]) => messages.map((m) => m.content);

describe.each(DIALECTS)('the pairwise approval rule on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Nana's room with Grandpa Joe and Lily, and a stranger who may be let in. */
  async function room(tag: string) {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, tag);
    const stranger = await t.api.family(`stranger-${tag}@example.org`, 'Stranger', 'Other');
    const childBase = `/profiles/${nana.child.id}/conversations/${conversationId}`;
    const joinStranger = () =>
      inviteInto(
        t.api,
        { token: joe.token, profileId: joe.profile.id, conversationId },
        { token: stranger.token, profileId: stranger.profile.id },
      );
    const say = (who: { token: string; profile: { id: string } }, text: string) =>
      sendMessage(t.api, who.token, who.profile.id, conversationId, text);
    return { nana, joe, stranger, conversationId, childBase, joinStranger, say };
  }

  async function approvals(nana: { token: string; child: { id: string } }) {
    const res = await t.api.get(`/profiles/${nana.child.id}/approvals`, nana.token);
    expect(res.statusCode).toBe(200);
    return res.json<ApprovalsResponse>();
  }

  it('approves those present when the child is added; its own family implicitly', async () => {
    const r = await room('present');
    const list = await approvals(r.nana);
    expect(list).toEqual({
      approved: [{ id: r.joe.profile.id, nickname: 'Grandpa Joe' }],
      pending: [],
    });
    expect((await r.say(r.joe, 'hello Lily')).statusCode).toBe(201);
    const detail = await t.api.get(r.childBase, r.nana.childToken);
    expect(detail.json().paused).toBe(false);
    expect(texts(detail.json().messages)).toEqual(['hello Lily']);
    expect(
      (await r.say({ token: r.nana.childToken, profile: r.nana.child }, 'hi')).statusCode,
    ).toBe(201);
  });

  it('pauses for the child when a stranger joins, over HTTP, realtime and catch-up', async () => {
    const r = await room('stranger');
    const stream = conversationStream(r.conversationId);
    const before = await t.api.get(r.childBase, r.nana.childToken);
    const cursor = before.json().event_seq as number;
    const childSocket = await TestSocket.connect(url, r.nana.childToken);
    const parentSocket = await TestSocket.connect(url, r.nana.token);

    await r.joinStranger();
    // The parent is alerted live, by a durable event on the account stream.
    const alert = await parentSocket.next((e) => e.type === 'approval.requested');
    expect(alert).toMatchObject({
      child_profile_id: r.nana.child.id,
      profile: { id: r.stranger.profile.id, nickname: 'Stranger' },
      conversation: { id: r.conversationId, title: 'Family' },
    });
    expect((await r.say(r.stranger, 'secret from stranger')).statusCode).toBe(201);
    expect((await r.say(r.nana, 'nana meanwhile')).statusCode).toBe(201);
    await parentSocket.next(
      (e) => e.type === 'message.created' && e.message.content === 'nana meanwhile',
    );
    await settle();

    // Realtime: nothing reached the child, not even the join.
    expect(childSocket.events.filter((e) => e.type !== 'ready')).toEqual([]);
    // Catch-up: the paused conversation replays nothing.
    expect((await sync(childSocket, { [stream]: cursor })).replayed).toEqual([]);
    // HTTP: paused, and nothing new.
    const detail = await t.api.get(r.childBase, r.nana.childToken);
    expect(detail.json()).toMatchObject({ paused: true, messages: [] });
    const list = await t.api.get(`/profiles/${r.nana.child.id}/conversations`, r.nana.childToken);
    expect(list.json()[0]).toMatchObject({ id: r.conversationId, paused: true });
    // The child's messages reach no one.
    const send = await r.say({ token: r.nana.childToken, profile: r.nana.child }, 'anyone?');
    expect(send.statusCode).toBe(403);
    expect(send.json().error).toBe(CHILD_MESSAGES.paused);
    const other = await t.api.get(
      `/profiles/${r.joe.profile.id}/conversations/${r.conversationId}`,
      r.joe.token,
    );
    expect(texts(other.json().messages)).not.toContain('anyone?');

    // The parent approves: the conversation resumes, with what was sent meanwhile.
    const pending = (await approvals(r.nana)).pending;
    expect(pending).toEqual([
      {
        id: expect.any(String),
        profile: { id: r.stranger.profile.id, nickname: 'Stranger' },
        conversation: { id: r.conversationId, title: 'Family' },
        requested_at: expect.any(String),
      },
    ]);
    const yes = await t.api.post(
      `/profiles/${r.nana.child.id}/approvals/${pending[0]!.id}/approve`,
      undefined,
      r.nana.token,
    );
    expect(yes.statusCode).toBe(204);
    await childSocket.next((e) => e.type === 'resync');
    const caught = await sync(childSocket, { [stream]: cursor });
    const caughtTexts = caught.replayed.flatMap((e) =>
      e.type === 'message.created' ? [e.message.content] : [],
    );
    expect(caughtTexts).toEqual(['secret from stranger', 'nana meanwhile']);
    const after = await t.api.get(r.childBase, r.nana.childToken);
    expect(after.json().paused).toBe(false);
    expect(texts(after.json().messages)).toEqual(['secret from stranger', 'nana meanwhile']);
    expect((await approvals(r.nana)).pending).toEqual([]);
    // Live again.
    await r.say(r.stranger, 'now approved');
    await childSocket.next(
      (e) => e.type === 'message.created' && e.message.content === 'now approved',
    );
    childSocket.close();
    parentSocket.close();
  });

  it('revoking an approval pauses every conversation with that person', async () => {
    const r = await room('revoke');
    const childSocket = await TestSocket.connect(url, r.nana.childToken);
    const gone = await t.api.delete(
      `/profiles/${r.nana.child.id}/contacts/${r.joe.profile.id}`,
      r.nana.token,
    );
    expect(gone.statusCode).toBe(204);
    expect((await t.api.get(r.childBase, r.nana.childToken)).json().paused).toBe(true);
    const list = await approvals(r.nana);
    expect(list.approved).toEqual([]);
    expect(list.pending.map((p) => p.profile.id)).toEqual([r.joe.profile.id]);
    // Give the socket's re-read its moment, then Joe's words must not arrive.
    await settle();
    await r.say(r.joe, 'after revoke');
    await r.say(r.nana, 'nana after revoke');
    await settle();
    expect(childSocket.of('message.created').map((e) => e.message.content)).toEqual([]);
    childSocket.close();
  });

  it('declining takes the child out of that conversation', async () => {
    const r = await room('decline');
    await r.joinStranger();
    const [request] = (await approvals(r.nana)).pending;
    const no = await t.api.post(
      `/profiles/${r.nana.child.id}/approvals/${request!.id}/decline`,
      undefined,
      r.nana.token,
    );
    expect(no.statusCode).toBe(204);
    expect((await t.api.get(r.childBase, r.nana.childToken)).statusCode).toBe(404);
    expect((await approvals(r.nana)).pending).toEqual([]);
    // Answered once only.
    const again = await t.api.post(
      `/profiles/${r.nana.child.id}/approvals/${request!.id}/approve`,
      undefined,
      r.nana.token,
    );
    expect(again.statusCode).toBe(404);
  });

  it('never shows a child what a stranger said, even after the stranger left', async () => {
    const r = await room('left');
    await r.joinStranger();
    await r.say(r.stranger, 'stranger words');
    const left = await t.api.delete(`/profiles/${r.stranger.profile.id}`, r.stranger.token);
    expect(left.statusCode).toBe(204);
    const detail = await t.api.get(r.childBase, r.nana.childToken);
    expect(detail.json().paused).toBe(false);
    expect(texts(detail.json().messages)).toEqual([]);
    const socket = await TestSocket.connect(url, r.nana.childToken);
    const { replayed } = await sync(socket, { [conversationStream(r.conversationId)]: 0 });
    expect(JSON.stringify(replayed)).not.toContain('stranger words');
    socket.close();
  });

  it("answers 404 to another parent's calls about the child", async () => {
    const r = await room('others');
    for (const [method, path] of [
      ['GET', `/profiles/${r.nana.child.id}/approvals`],
      ['DELETE', `/profiles/${r.nana.child.id}/contacts/${r.joe.profile.id}`],
      ['GET', `/profiles/${r.nana.child.id}/devices`],
      ['POST', `/profiles/${r.nana.child.id}/device_links`],
    ] as const) {
      const res = await t.api.request(method, path, { token: r.joe.token });
      expect(res.statusCode, path).toBe(404);
    }
  });

  it('tells a paused child in its quiet hours that it is quiet time, as it did before its send', async () => {
    const r = await room('quiet-paused');
    await r.joinStranger();
    const clock = (offsetMinutes: number) =>
      new Date(Date.now() + offsetMinutes * 60_000).toISOString().slice(11, 16);
    const set = await t.api.request('PUT', `/profiles/${r.nana.child.id}/quiet_hours`, {
      token: r.nana.token,
      body: { start: clock(-60), end: clock(60), time_zone: 'UTC' },
    });
    expect(set.statusCode).toBe(200);
    const send = await r.say({ token: r.nana.childToken, profile: r.nana.child }, 'awake?');
    expect(send.statusCode).toBe(403);
    expect(send.json().error).toBe(CHILD_MESSAGES.quietHours);
  });
});
