import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DemoNotFoundError,
  FIRST_ID,
  getMessage,
  listMessages,
  MESSAGES_KEY,
  NEXT_ID_KEY,
  sendMessage,
  updateMessage,
} from './demo-store';

/** Runs a store call to completion under fake timers, returning its result. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  await vi.advanceTimersByTimeAsync(200);
  return promise;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('demo store', () => {
  it('seeds three sample messages of the demo shape and stores them', async () => {
    const messages = await settle(listMessages());
    expect(messages.map((m) => m.id)).toEqual([1, 2, 3]);
    for (const m of messages) {
      expect(Object.keys(m).sort()).toEqual(
        ['audioUrl', 'emoji', 'id', 'read', 'sender', 'senderName', 'text', 'timestamp'].sort(),
      );
      expect(['kid', 'grandparent']).toContain(m.sender);
    }
    expect(JSON.parse(localStorage.getItem(MESSAGES_KEY) ?? '[]')).toHaveLength(3);
  });

  it('does not reseed over stored messages', async () => {
    await settle(sendMessage({ text: 'hello', sender: 'kid' }));
    const messages = await settle(listMessages());
    expect(messages).toHaveLength(4);
  });

  it('numbers new messages from 4 with a counter kept in storage', async () => {
    expect(FIRST_ID).toBe(4);
    const first = await settle(sendMessage({ text: 'one', sender: 'kid' }));
    const second = await settle(sendMessage({ text: 'two', sender: 'grandparent' }));
    expect([first.id, second.id]).toEqual([4, 5]);
    expect(localStorage.getItem(NEXT_ID_KEY)).toBe('6');
  });

  it('keeps counting from the stored counter, even after messages are gone', async () => {
    localStorage.setItem(NEXT_ID_KEY, '42');
    localStorage.removeItem(MESSAGES_KEY);
    const message = await settle(sendMessage({ text: 'later', sender: 'kid' }));
    expect(message.id).toBe(42);
  });

  it('trims the text and fills in the sender name, time and unread state', async () => {
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    const message = await settle(
      sendMessage({ text: '  hi there \n', sender: 'grandparent', emoji: '🌻' }),
    );
    expect(message).toMatchObject({
      text: 'hi there',
      sender: 'grandparent',
      senderName: 'Grandma Rose',
      emoji: '🌻',
      audioUrl: null,
      read: false,
    });
    expect(message.timestamp).toBeGreaterThanOrEqual(new Date('2026-11-21T12:00:00Z').getTime());
  });

  it('waits at least 100 ms before answering', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let done = false;
    void listMessages().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('answers within 200 ms at the slowest', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.9999);
    let done = false;
    void listMessages().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('gets and updates a message by id', async () => {
    expect((await settle(getMessage(2))).sender).toBe('kid');
    const updated = await settle(updateMessage(3, { read: true }));
    expect(updated).toMatchObject({ id: 3, read: true });
    expect((await settle(getMessage(3))).read).toBe(true);
  });

  it('raises a not-found error for a missing id', async () => {
    const get = getMessage(99);
    const update = updateMessage(99, { read: true });
    const expectations = [
      expect(get).rejects.toBeInstanceOf(DemoNotFoundError),
      expect(update).rejects.toThrow('Message 99 was not found'),
    ];
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all(expectations);
  });

  it('makes no network calls', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await settle(listMessages());
    await settle(sendMessage({ text: 'x', sender: 'kid' }));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
