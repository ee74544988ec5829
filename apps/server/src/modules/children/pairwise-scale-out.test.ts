import { describe, expect, it } from 'vitest';
import { conversationStream } from '@hearth/shared';
import { Api, sendMessage } from '../../test/helper.js';
import { REDIS_CLIENTS_PER_APP, twoInstances } from '../../test/instances.js';
import { settle, TestSocket } from '../../test/socket.js';
import { sync } from '../../test/sync.js';
import { familyWithChild, inviteInto } from '../../test/children.js';

// The child's socket on one instance, everyone else on the other, events through Redis.
describe('the pairwise rule across two instances on PostgreSQL and Redis', () => {
  const cluster = twoInstances();
  const { apps, urls } = cluster;

  async function setUp(tag: string) {
    const a = new Api(apps[0]!);
    const nana = await familyWithChild(a, `nana-${tag}@example.org`);
    const by = {
      token: nana.token,
      profileId: nana.profile.id,
      conversationId: nana.conversation.id,
    };
    await inviteInto(a, by, { token: nana.token, profileId: nana.child.id });
    const stranger = await a.family(`stranger-${tag}@example.org`, 'Stranger', 'Other');
    const childSocket = await TestSocket.connect(urls[1]!, nana.childToken);
    const cursor = (
      await new Api(apps[1]!).get(
        `/profiles/${nana.child.id}/conversations/${nana.conversation.id}`,
        nana.childToken,
      )
    ).json().event_seq as number;
    return { a, nana, by, stranger, childSocket, cursor };
  }

  it('delivers nothing of a stranger who joins through the other instance', async () => {
    const { a, nana, by, stranger, childSocket, cursor } = await setUp('live');
    await inviteInto(a, by, { token: stranger.token, profileId: stranger.profile.id });
    await sendMessage(a, stranger.token, stranger.profile.id, nana.conversation.id, 'psst');
    await sendMessage(a, nana.token, nana.profile.id, nana.conversation.id, 'nana here');
    await settle(300);
    expect(childSocket.events.filter((e) => e.type !== 'ready')).toEqual([]);
    const stream = conversationStream(nana.conversation.id);
    expect((await sync(childSocket, { [stream]: cursor })).replayed).toEqual([]);
    childSocket.close();
  });

  it('delivers nothing of a stranger who joins while Redis is down, and all once approved', async () => {
    const { a, nana, by, stranger, childSocket, cursor } = await setUp('outage');
    const parentSocket = await TestSocket.connect(urls[0]!, nana.token);
    await cluster.redis.stop();
    await inviteInto(a, by, { token: stranger.token, profileId: stranger.profile.id });
    await sendMessage(a, stranger.token, stranger.profile.id, nana.conversation.id, 'in the dark');
    await cluster.redis.restart();
    await childSocket.next((e) => e.type === 'resync', 10_000);
    await cluster.redis.clientsBack(apps.length * REDIS_CLIENTS_PER_APP);
    await sendMessage(a, stranger.token, stranger.profile.id, nana.conversation.id, 'after it');
    await settle(300);
    const stream = conversationStream(nana.conversation.id);
    expect((await sync(childSocket, { [stream]: cursor })).replayed).toEqual([]);
    expect(childSocket.of('message.created')).toEqual([]);
    // The parent's alert was stored with the join: the parent catches up on it.
    const pending = (await a.get(`/profiles/${nana.child.id}/approvals`, nana.token)).json();
    expect(pending.pending).toHaveLength(1);
    const approved = await a.post(
      `/profiles/${nana.child.id}/approvals/${pending.pending[0].id}/approve`,
      undefined,
      nana.token,
    );
    expect(approved.statusCode).toBe(204);
    const resyncs = childSocket.of('resync').length;
    await childSocket.next(
      (e) => e.type === 'resync' && childSocket.of('resync').length > resyncs,
      5000,
    );
    const caught = await sync(childSocket, { [stream]: cursor });
    expect(
      caught.replayed.flatMap((e) => (e.type === 'message.created' ? [e.message.content] : [])),
    ).toEqual(['in the dark', 'after it']);
    childSocket.close();
    parentSocket.close();
  });
});
