import type { ConversationSummary, Message } from '@hearth/shared';
import {
  applyMessageToList,
  mergeMessages,
  stillPending,
  totalUnread,
  unreadAfter,
  withLaterMessages,
  type ConversationPages,
} from './cache-updates';

const gran = { id: 'p2', nickname: 'Gran' };
const me = { id: 'p1', nickname: 'Mum' };

// UUIDv7-like ids: their order is their time order.
const msg = (n: number, profile = gran, client_id: string | null = null): Message => ({
  id: `0190000${n}-0000-7000-8000-000000000000`,
  content: `text ${n}`,
  created_at: `2026-11-21T10:0${n}:00.000Z`,
  profile,
  client_id,
  kind: 'text',
});

function pages(newest: Message[], older: Message[] = []): ConversationPages {
  const page = (messages: Message[]) => ({
    id: 'c1',
    title: 'Family',
    participants: [me, gran],
    messages,
    has_more: false,
    event_seq: 0,
  });
  return { pages: [page(newest), page(older)], pageParams: [undefined, 'x'] };
}

const ids = (data: ConversationPages | undefined) =>
  data?.pages.flatMap((p) => p.messages.map((m) => m.content));

describe('mergeMessages', () => {
  it('appends a new message to the newest page', () => {
    const data = mergeMessages(pages([msg(2)], [msg(1)]), [msg(3)]);
    expect(ids(data)).toEqual(['text 2', 'text 3', 'text 1']);
  });

  it('adds a message known by id or by client id only once', () => {
    const data = pages([msg(1), msg(2, me, 'client-a')]);
    expect(mergeMessages(data, [msg(1)])).toBe(data);
    const sameSend = { ...msg(2, me, 'client-a'), id: 'other-id' };
    expect(mergeMessages(data, [sameSend])).toBe(data);
    expect(ids(mergeMessages(data, [msg(3), msg(3)]))).toEqual(['text 1', 'text 2', 'text 3']);
  });

  it('keeps server order when messages arrive out of order', () => {
    const data = mergeMessages(pages([msg(1)]), [msg(4), msg(2), msg(3)]);
    expect(ids(data)).toEqual(['text 1', 'text 2', 'text 3', 'text 4']);
  });

  it('leaves an unloaded conversation alone', () => {
    expect(mergeMessages(undefined, [msg(1)])).toBeUndefined();
  });
});

describe('conversation list', () => {
  const row = (id: string, at: string, unread = 0): ConversationSummary => ({
    id,
    title: id,
    participants: [me, gran],
    last_activity_at: at,
    unread_count: unread,
    last_message: null,
  });
  const list = [row('a', '2026-11-21T09:00:00.000Z'), row('c1', '2026-11-20T09:00:00.000Z', 1)];

  it('moves the conversation to the top and counts a message from someone else', () => {
    const next = applyMessageToList(list, 'c1', msg(5), 'p1', false);
    expect(next?.map((c) => [c.id, c.unread_count])).toEqual([
      ['c1', 2],
      ['a', 0],
    ]);
    expect(next?.[0]?.last_activity_at).toBe(msg(5).created_at);
    expect(totalUnread(next)).toBe(2);
  });

  it('does not count our own message, nor one arriving while we read', () => {
    expect(applyMessageToList(list, 'c1', msg(5, me), 'p1', false)?.[0]?.unread_count).toBe(1);
    expect(applyMessageToList(list, 'c1', msg(5), 'p1', true)?.[0]?.unread_count).toBe(1);
  });

  it('keeps the newest message for the row preview, not an older one arriving late', () => {
    const next = applyMessageToList(list, 'c1', msg(5), 'p1', false);
    expect(next?.[0]?.last_message?.content).toBe('text 5');
    const late = applyMessageToList(next!, 'c1', msg(1), 'p1', false);
    expect(late?.[0]?.last_message?.content).toBe('text 5');
  });

  it('says when the list does not hold the conversation', () => {
    expect(applyMessageToList(list, 'new', msg(5), 'p1', false)).toBeUndefined();
  });
});

describe('unreadAfter', () => {
  it("counts others' messages after the read one, across pages", () => {
    const data = pages([msg(3), msg(4, me), msg(5)], [msg(1), msg(2)]);
    expect(unreadAfter(data, msg(2).id, 'p1')).toBe(2);
    expect(unreadAfter(data, msg(5).id, 'p1')).toBe(0);
  });

  it('is null when the read message is not cached', () => {
    expect(unreadAfter(pages([msg(3)]), msg(9).id, 'p1')).toBeNull();
    expect(unreadAfter(undefined, msg(3).id, 'p1')).toBeNull();
  });
});

describe('stillPending', () => {
  it('hides an outbox message once its stored copy is in the conversation', () => {
    const items = [{ client_id: 'client-a' }, { client_id: 'client-b' }];
    expect(stillPending([msg(1), msg(2, me, 'client-a')], items)).toEqual([
      { client_id: 'client-b' },
    ]);
  });
});

describe('withLaterMessages', () => {
  const page = (messages: Message[], has_more = false) => ({
    id: 'c1',
    title: 'Family',
    participants: [me, gran],
    messages,
    has_more,
    event_seq: 0,
  });
  const contents = (p: { messages: Message[] }) => p.messages.map((m) => m.content);

  it('keeps what the socket or a send brought while a reload was on its way', () => {
    // The reload read messages 1-2; message 3 (ours, just acknowledged) came in meanwhile.
    const fetched = page([msg(1), msg(2)]);
    const cached = page([msg(1), msg(2), msg(3, me, 'c-3')]);
    expect(contents(withLaterMessages(fetched, cached))).toEqual(['text 1', 'text 2', 'text 3']);
  });

  it('takes the answer as it is when it holds everything, and holds each message once', () => {
    const fetched = page([msg(1), msg(2), msg(3, me, 'c-3')]);
    expect(withLaterMessages(fetched, page([msg(2), { ...msg(3, me, 'c-3') }]))).toBe(fetched);
    expect(withLaterMessages(fetched, undefined)).toBe(fetched);
  });

  it('leaves messages older than a full page to the older pages', () => {
    const fetched = page([msg(5), msg(6)], true);
    const cached = page([msg(4), msg(5), msg(6), msg(7)]);
    expect(contents(withLaterMessages(fetched, cached))).toEqual(['text 5', 'text 6', 'text 7']);
  });
});
