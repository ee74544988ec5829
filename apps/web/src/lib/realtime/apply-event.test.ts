import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary, Message } from '@hearth/shared';
import { queryKeys } from '../query-keys';
import { applyEvent, type EventContext } from './apply-event';
import { CATCH_UP_OVERLAP_MS, catchUp, overlapCursor } from './catch-up';
import type { ConversationPages } from './cache-updates';
import { TypingStore } from './typing-store';

const me = { id: 'p1', nickname: 'Mum' };
const gran = { id: 'p2', nickname: 'Grandma' };
const msg = (n: number, profile = gran, client_id: string | null = null): Message => ({
  id: `0190000${n}-0000-7000-8000-000000000000`,
  content: `text ${n}`,
  created_at: `2026-11-21T10:0${n}:00.000Z`,
  profile,
  client_id,
  kind: 'text',
});
const detail = (messages: Message[], has_more = false): ConversationDetail => ({
  id: 'c1',
  title: 'Family',
  participants: [me, gran],
  messages,
  has_more,
});
const row = (id: string, at: string, unread = 0): ConversationSummary => ({
  id,
  title: id,
  participants: [me, gran],
  last_activity_at: at,
  unread_count: unread,
});

function setup() {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'), {
    pages: [detail([msg(1), msg(2, me, 'client-a')])],
    pageParams: [undefined],
  });
  queryClient.setQueryData(queryKeys.conversations('p1'), [
    row('other', '2026-11-21T09:00:00.000Z'),
    row('c1', '2026-11-20T09:00:00.000Z'),
  ]);
  const catchUpSpy = vi.fn();
  const ctx: EventContext = {
    queryClient,
    typing: new TypingStore(),
    currentProfileId: () => 'p1',
    isReading: () => false,
    catchUp: catchUpSpy,
  };
  const contents = () =>
    queryClient
      .getQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'))
      ?.pages[0]?.messages.map((m) => m.content);
  const list = () => queryClient.getQueryData<ConversationSummary[]>(queryKeys.conversations('p1'));
  return { queryClient, ctx, contents, list, catchUpSpy };
}

describe('applyEvent', () => {
  it('message.created: appends once, reorders the list and counts it unread', () => {
    const { ctx, contents, list } = setup();
    const event = { type: 'message.created', conversation_id: 'c1', message: msg(3) } as const;
    applyEvent(event, ctx);
    applyEvent(event, ctx);
    expect(contents()).toEqual(['text 1', 'text 2', 'text 3']);
    expect(list()?.map((c) => [c.id, c.unread_count])).toEqual([
      ['c1', 1],
      ['other', 0],
    ]);
  });

  it('message.created for our own optimistic send (same client id) does not double it', () => {
    const { ctx, contents } = setup();
    const echo = { ...msg(2, me, 'client-a'), id: 'x' };
    applyEvent({ type: 'message.created', conversation_id: 'c1', message: echo }, ctx);
    expect(contents()).toEqual(['text 1', 'text 2']);
  });

  it('read on another device sets the count from the cached messages', () => {
    const { ctx, list } = setup();
    applyEvent({ type: 'message.created', conversation_id: 'c1', message: msg(3) }, ctx);
    applyEvent({ type: 'message.created', conversation_id: 'c1', message: msg(4) }, ctx);
    expect(list()?.[0]?.unread_count).toBe(2);
    applyEvent(
      { type: 'read', conversation_id: 'c1', profile_id: 'p1', message_id: msg(3).id },
      ctx,
    );
    expect(list()?.[0]?.unread_count).toBe(1);
  });

  it('typing: shows others, never our own profile, and a message ends it', () => {
    const { ctx } = setup();
    applyEvent({ type: 'typing', conversation_id: 'c1', profile: me, expires_in_ms: 5000 }, ctx);
    expect(ctx.typing.of('c1')).toEqual([]);
    applyEvent({ type: 'typing', conversation_id: 'c1', profile: gran, expires_in_ms: 5000 }, ctx);
    expect(ctx.typing.of('c1').map((t) => t.nickname)).toEqual(['Grandma']);
    applyEvent({ type: 'message.created', conversation_id: 'c1', message: msg(3) }, ctx);
    expect(ctx.typing.of('c1')).toEqual([]);
    ctx.typing.clear();
  });

  it('participant.joined and left update the header and the list', () => {
    const { ctx, queryClient, list } = setup();
    const sam = { id: 'p3', nickname: 'Sam' };
    applyEvent({ type: 'participant.joined', conversation_id: 'c1', participant: sam }, ctx);
    const header = () =>
      queryClient
        .getQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'))
        ?.pages[0]?.participants.map((p) => p.nickname);
    expect(header()).toEqual(['Mum', 'Grandma', 'Sam']);
    applyEvent({ type: 'participant.left', conversation_id: 'c1', profile_id: 'p2' }, ctx);
    expect(header()).toEqual(['Mum', 'Sam']);
    expect(
      list()
        ?.find((c) => c.id === 'c1')
        ?.participants.map((p) => p.id),
    ).toEqual(['p1', 'p3']);
  });

  it('resync asks for a catch-up', () => {
    const { ctx, catchUpSpy } = setup();
    applyEvent({ type: 'resync' }, ctx);
    expect(catchUpSpy).toHaveBeenCalledOnce();
  });
});

describe('overlapCursor', () => {
  it('is an id-shaped cursor the overlap before the id, sorting before every id of that time', () => {
    const id = '019a8f3c-1d2e-7abc-9def-0123456789ab';
    const cursor = overlapCursor(id);
    expect(cursor).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7000-8000-0{12}$/);
    const ms = (text: string) => Number.parseInt(text.slice(0, 8) + text.slice(9, 13), 16);
    expect(ms(id) - ms(cursor)).toBe(CATCH_UP_OVERLAP_MS);
    const sameTime = `${cursor.slice(0, 14)}7000-8000-000000000001`;
    expect(cursor < sameTime && cursor < id).toBe(true);
  });

  it('never goes below the first possible id', () => {
    expect(overlapCursor('00000000-0001-7000-8000-000000000000')).toBe(
      '00000000-0000-7000-8000-000000000000',
    );
  });
});

/** Only conversations on screen (observed) are caught up message by message. */
const observeConversation = (queryClient: QueryClient) =>
  new InfiniteQueryObserver(queryClient, {
    queryKey: queryKeys.conversation('p1', 'c1'),
    enabled: false,
    initialPageParam: undefined,
    getNextPageParam: () => undefined,
  }).subscribe(() => undefined);

describe('catchUp', () => {
  it('fetches from a little before the newest cached message, page by page, and merges', async () => {
    const { queryClient, contents } = setup();
    const unobserve = observeConversation(queryClient);
    const fetchAfter = vi
      .fn()
      .mockResolvedValueOnce(detail([msg(3), msg(4)], true))
      .mockResolvedValueOnce(detail([msg(5)], false));
    await catchUp(queryClient, fetchAfter);
    expect(fetchAfter.mock.calls).toEqual([
      ['p1', 'c1', overlapCursor(msg(2).id)],
      ['p1', 'c1', msg(4).id],
    ]);
    expect(contents()).toEqual(['text 1', 'text 2', 'text 3', 'text 4', 'text 5']);
    expect(queryClient.getQueryState(queryKeys.conversations('p1'))?.isInvalidated).toBe(true);
    unobserve();
  });

  it('takes in a message that committed late with an id older than the newest held', async () => {
    const { queryClient, contents } = setup();
    const unobserve = observeConversation(queryClient);
    // Cached: 1 and 2. Message 1.5 was made before 2 but committed after it.
    const late: Message = {
      ...msg(1),
      id: '01900001-a000-7000-8000-000000000000',
      content: 'late',
    };
    // The server answers as it does: what it holds after the cursor.
    const held = [msg(1), late, msg(2), msg(3)];
    const fetchAfter = (_p: string, _c: string, after: string) =>
      Promise.resolve(detail(held.filter((m) => m.id > after)));
    await catchUp(queryClient, fetchAfter);
    expect(contents()).toEqual(['text 1', 'late', 'text 2', 'text 3']);
    unobserve();
  });
});
