import { describe, expect, it, vi } from 'vitest';
import type { Message } from '@hearth/shared';
import { isTransient, Outbox, type OutboxItem } from './outbox';

const message = (item: OutboxItem): Message => ({
  id: `m-${item.client_id}`,
  content: item.content,
  created_at: '2026-01-01T00:00:00.000Z',
  profile: { id: item.profile_id, nickname: 'Gran' },
  client_id: item.client_id,
  kind: 'text',
});

const draft = (n: number) => ({
  client_id: `c${n}`,
  profile_id: 'p',
  conversation_id: 'c',
  content: `text ${n}`,
});

class ApiFailure extends Error {
  constructor(readonly status: number) {
    super(`status ${status}`);
  }
}

describe('Outbox', () => {
  it('sends in order and forgets what was acknowledged', async () => {
    const sent: string[] = [];
    const onSent = vi.fn();
    const box = new Outbox(
      localStorage,
      async (item) => (sent.push(item.content), message(item)),
      onSent,
      'o1',
    );
    await box.add(draft(1));
    await box.add(draft(2));
    expect(sent).toEqual(['text 1', 'text 2']);
    expect(onSent).toHaveBeenCalledTimes(2);
    expect(box.snapshot()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('o1')!)).toEqual([]);
  });

  it('keeps messages through a network failure and a reload, then sends each once', async () => {
    let online = false;
    const sent: string[] = [];
    const send = async (item: OutboxItem) => {
      if (!online) throw new TypeError('Failed to fetch');
      sent.push(item.client_id);
      return message(item);
    };
    const first = new Outbox(localStorage, send, () => undefined, 'o2');
    await first.add(draft(1));
    await first.add(draft(2));
    expect(first.snapshot().map((i) => i.status)).toEqual(['sending', 'sending']);

    const reloaded = new Outbox(localStorage, send, () => undefined, 'o2');
    expect(reloaded.snapshot().map((i) => i.content)).toEqual(['text 1', 'text 2']);
    online = true;
    await reloaded.flush();
    expect(sent).toEqual(['c1', 'c2']);
    expect(reloaded.snapshot()).toEqual([]);
  });

  it('marks a refused message failed, goes on with the rest, and retries on demand', async () => {
    let refuse = true;
    const send = async (item: OutboxItem) => {
      if (item.client_id === 'c1' && refuse) throw new ApiFailure(422);
      return message(item);
    };
    const box = new Outbox(localStorage, send, () => undefined, 'o3');
    await box.add(draft(1));
    await box.add(draft(2));
    expect(box.snapshot()).toMatchObject([{ client_id: 'c1', status: 'failed' }]);
    refuse = false;
    await box.retry('c1');
    expect(box.snapshot()).toEqual([]);
  });

  it('treats 5xx, 408 and 429 as worth retrying later', async () => {
    const box = new Outbox(
      localStorage,
      () => Promise.reject(new ApiFailure(503)),
      () => undefined,
      'o4',
    );
    await box.add(draft(1));
    expect(box.snapshot()).toMatchObject([{ status: 'sending' }]);
  });

  it("takes in another tab's messages without dropping its own", async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const tabA = new Outbox(localStorage, offline, () => undefined, 'o5');
    const tabB = new Outbox(localStorage, offline, () => undefined, 'o5');
    await tabA.add(draft(1));
    await tabB.add(draft(2));
    // B's write lost A's message in storage; hearing of it, A writes both back.
    tabA.syncFromStorage();
    expect(
      tabA
        .snapshot()
        .map((i) => i.client_id)
        .sort(),
    ).toEqual(['c1', 'c2']);
    tabB.syncFromStorage();
    expect(
      tabB
        .snapshot()
        .map((i) => i.client_id)
        .sort(),
    ).toEqual(['c1', 'c2']);
    expect(JSON.parse(localStorage.getItem('o5')!)).toHaveLength(2);
  });
});

describe('isTransient', () => {
  it('retries what timed out or never got an answer, not what the server refused', () => {
    expect(isTransient(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
    expect(isTransient(new TypeError('Failed to fetch'))).toBe(true);
    expect(isTransient(new ApiFailure(503))).toBe(true);
    expect(isTransient(new ApiFailure(422))).toBe(false);
    expect(isTransient(new ApiFailure(404))).toBe(false);
  });
});
