import { QueryClient } from '@tanstack/react-query';
import type { ConversationDetail, ConversationSummary, Message } from '@hearth/shared';
import { queryKeys } from '../query-keys';
import { applyEvent, type EventContext } from './apply-event';
import { onNewMessage, type NewMessage } from './new-messages';
import type { ConversationPages } from './cache-updates';
import { TypingStore } from './typing-store';

/** Where an event stands in its stream; these tests apply events one at a time. */
const at = { stream: 'c:c1', seq: 1 };
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
  event_seq: 0,
});
const row = (id: string, at: string, unread = 0): ConversationSummary => ({
  id,
  title: id,
  participants: [me, gran],
  last_activity_at: at,
  unread_count: unread,
  last_message: null,
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
    const event = {
      ...at,
      type: 'message.created',
      conversation_id: 'c1',
      message: msg(3),
    } as const;
    applyEvent(event, ctx);
    applyEvent(event, ctx);
    expect(contents()).toEqual(['text 1', 'text 2', 'text 3']);
    expect(list()?.map((c) => [c.id, c.unread_count])).toEqual([
      ['c1', 1],
      ['other', 0],
    ]);
  });

  it('message.created: announces the arrival once, for screens like the frame', () => {
    const { ctx } = setup();
    const heard: NewMessage[] = [];
    const stop = onNewMessage((news) => heard.push(news));
    const event = {
      ...at,
      type: 'message.created',
      conversation_id: 'c1',
      message: msg(5),
    } as const;
    applyEvent(event, ctx);
    applyEvent(event, ctx);
    stop();
    applyEvent({ ...at, type: 'message.created', conversation_id: 'c1', message: msg(6) }, ctx);
    expect(heard).toEqual([{ conversationId: 'c1', message: msg(5) }]);
  });

  it('message.created for our own optimistic send (same client id) does not double it', () => {
    const { ctx, contents } = setup();
    const echo = { ...msg(2, me, 'client-a'), id: 'x' };
    applyEvent({ ...at, type: 'message.created', conversation_id: 'c1', message: echo }, ctx);
    expect(contents()).toEqual(['text 1', 'text 2']);
  });

  it('read on another device sets the count from the cached messages', () => {
    const { ctx, list } = setup();
    applyEvent({ ...at, type: 'message.created', conversation_id: 'c1', message: msg(3) }, ctx);
    applyEvent({ ...at, type: 'message.created', conversation_id: 'c1', message: msg(4) }, ctx);
    expect(list()?.[0]?.unread_count).toBe(2);
    applyEvent(
      { ...at, type: 'read', conversation_id: 'c1', profile_id: 'p1', message_id: msg(3).id },
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
    applyEvent({ ...at, type: 'message.created', conversation_id: 'c1', message: msg(3) }, ctx);
    expect(ctx.typing.of('c1')).toEqual([]);
    ctx.typing.clear();
  });

  it('profile.settings: a change made on another device replaces the profile’s settings', () => {
    const { ctx, queryClient } = setup();
    const before = {
      easy_mode: false,
      frame: { call_profile_ids: [], night: null },
      shown_conversation_ids: null,
    };
    queryClient.setQueryData(queryKeys.profileSettings('p2'), before);
    const settings = {
      ...before,
      easy_mode: true,
      frame: { call_profile_ids: ['p1'], night: null },
    };
    applyEvent({ ...at, type: 'profile.settings', profile_id: 'p2', settings }, ctx);
    expect(queryClient.getQueryData(queryKeys.profileSettings('p2'))).toEqual(settings);
    // Another profile's settings are its own.
    expect(queryClient.getQueryData(queryKeys.profileSettings('p1'))).toBeUndefined();
  });

  it('stream.reset of the account: the profiles and their settings are read afresh', () => {
    const { ctx, queryClient } = setup();
    queryClient.setQueryData(queryKeys.profiles, [me]);
    queryClient.setQueryData(queryKeys.profileSettings('p1'), { easy_mode: false });
    applyEvent({ type: 'stream.reset', stream: 'a:acct' }, ctx);
    const stale = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.profiles)).toBe(true);
    expect(stale(queryKeys.profileSettings('p1'))).toBe(true);
    expect(stale(queryKeys.conversations('p1'))).toBe(true);
    // A conversation's own stream lost: that conversation only.
    expect(stale(queryKeys.conversation('p1', 'c1'))).toBe(false);
  });

  it('participant.joined and left update the header and the list', () => {
    const { ctx, queryClient, list } = setup();
    const sam = { id: 'p3', nickname: 'Sam' };
    applyEvent({ ...at, type: 'participant.joined', conversation_id: 'c1', participant: sam }, ctx);
    const header = () =>
      queryClient
        .getQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'))
        ?.pages[0]?.participants.map((p) => p.nickname);
    expect(header()).toEqual(['Mum', 'Grandma', 'Sam']);
    applyEvent({ ...at, type: 'participant.left', conversation_id: 'c1', profile_id: 'p2' }, ctx);
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

  it('message.played adds the listener to the voice message once', () => {
    const { queryClient, ctx } = setup();
    const voice: Message = {
      ...msg(3, me),
      kind: 'voice',
      audio: {
        id: 'm1',
        url: '/api/v1/media/m1?exp=1&sig=x',
        mime_type: 'audio/webm',
        duration_ms: 2000,
        waveform: [1, 2],
        played_by: [],
      },
    };
    applyEvent({ ...at, type: 'message.created', conversation_id: 'c1', message: voice }, ctx);
    const event = {
      ...at,
      type: 'message.played',
      conversation_id: 'c1',
      message_id: voice.id,
      profile_id: 'p2',
    } as const;
    applyEvent(event, ctx);
    applyEvent(event, ctx);
    const stored = queryClient
      .getQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'))
      ?.pages[0]?.messages.find((m) => m.id === voice.id);
    expect(stored?.audio?.played_by).toEqual(['p2']);
  });

  it('message.played reaches every cached copy of its conversation, and only those', () => {
    const { queryClient, ctx } = setup();
    const voice: Message = {
      ...msg(4, me),
      kind: 'voice',
      audio: {
        id: 'm2',
        url: '/api/v1/media/m2?exp=1&sig=x',
        mime_type: 'audio/mp4',
        duration_ms: 3000,
        waveform: [],
        played_by: [],
      },
    };
    const keys = [
      queryKeys.conversation('p1', 'c1'),
      queryKeys.conversation('p3', 'c1'),
      queryKeys.conversation('p1', 'c2'),
    ];
    for (const key of keys) {
      queryClient.setQueryData<ConversationPages>(key, {
        pages: [detail([voice])],
        pageParams: [undefined],
      });
    }
    const untouched = queryClient.getQueryData(keys[2]!);
    applyEvent(
      {
        ...at,
        type: 'message.played',
        conversation_id: 'c1',
        message_id: voice.id,
        profile_id: 'p2',
      },
      ctx,
    );
    const listeners = (key: readonly unknown[]) =>
      queryClient.getQueryData<ConversationPages>(key)?.pages[0]?.messages[0]?.audio?.played_by;
    expect(listeners(keys[0]!)).toEqual(['p2']);
    expect(listeners(keys[1]!)).toEqual(['p2']);
    expect(listeners(keys[2]!)).toEqual([]);
    expect(queryClient.getQueryData(keys[2]!)).toBe(untouched);
  });
});
