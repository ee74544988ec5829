import { describe, expect, it } from 'vitest';
import { Api, sendMessage } from '../../test/helper.js';
import { twoInstances } from '../../test/instances.js';
import { settle, TestSocket } from '../../test/socket.js';

// Two instances on one PostgreSQL database, sharing events through Redis: a member taken out on
// one instance stops hearing at once on the other.
describe('leaving and removal across two instances', () => {
  const cluster = twoInstances();
  const { apps, urls } = cluster;

  async function setUp(tag: string) {
    const { gran, kid } = await cluster.grandmaAndGrandchild(tag);
    return { a: new Api(apps[0]!), b: new Api(apps[1]!), gran, kid };
  }

  it('stops a removed member on the other instance at once', async () => {
    const { a, gran, kid } = await setUp('remove');
    // The member listens on instance 2 (two devices); the creator acts on instance 1.
    const phone = await TestSocket.connect(urls[1]!, kid.token);
    const tablet = await TestSocket.connect(urls[0]!, kid.token);
    await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, 'before');
    await phone.next((e) => e.type === 'message.created');
    const removed = await a.delete(
      `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/participants/${kid.profile.id}`,
      gran.token,
    );
    expect(removed.statusCode).toBe(204);
    await phone.next((e) => e.type === 'conversation.removed', 1000);
    await tablet.next((e) => e.type === 'conversation.removed', 1000);
    // Sent straight after the answer, on either instance: neither device hears it.
    await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, 'after one');
    await sendMessage(
      new Api(apps[1]!),
      gran.token,
      gran.profile.id,
      gran.conversation.id,
      'after two',
    );
    await settle(300);
    for (const socket of [phone, tablet]) {
      const heard = socket.of('message.created').map((e) => e.message.content);
      expect(heard.filter((text) => text.startsWith('after'))).toEqual([]);
      socket.close();
    }
  });

  it('stops a member who left on one instance, on the other', async () => {
    const { a, b, gran, kid } = await setUp('leave');
    const phone = await TestSocket.connect(urls[0]!, kid.token);
    const left = await b.post(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}/leave`,
      {},
      kid.token,
    );
    expect(left.statusCode).toBe(204);
    await phone.next((e) => e.type === 'conversation.removed', 1000);
    await sendMessage(a, gran.token, gran.profile.id, gran.conversation.id, 'gone');
    await settle(300);
    expect(phone.of('message.created')).toEqual([]);
    phone.close();
  });
});
