import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ConversationDetail, DurableEvent, Message } from '@hearth/shared';
import { queryKeys } from '../query-keys';
import type { ConversationPages } from './cache-updates';
import { StreamPositions } from './stream-positions';

const page = (event_seq: number): ConversationDetail => ({
  id: 'c1',
  title: 'Family',
  participants: [],
  messages: [],
  has_more: false,
  event_seq,
});
const message = {
  id: 'm',
  content: 'x',
  created_at: '',
  profile: { id: 'p', nickname: 'G' },
  client_id: null,
  kind: 'text',
} satisfies Message;
const created = (seq: number, stream = 'c:c1'): DurableEvent => ({
  type: 'message.created',
  conversation_id: 'c1',
  message,
  stream,
  seq,
});

function setup(seq = 4) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'), {
    pages: [page(seq)],
    pageParams: [undefined],
  });
  return { queryClient, positions: new StreamPositions(queryClient) };
}

describe('StreamPositions', () => {
  it('takes the next event, drops one already held, and tells a gap apart', () => {
    const { positions } = setup(4);
    expect(positions.see(created(5))).toBe('next');
    expect(positions.see(created(5))).toBe('duplicate');
    expect(positions.see(created(3))).toBe('duplicate');
    expect(positions.see(created(8))).toBe('gap');
    // A gap does not move the position: a sync from 5 brings 6, 7 and 8 in order.
    expect(positions.cursors()).toEqual({ 'c:c1': 5 });
    expect(positions.see(created(1, 'c:other'))).toBe('unknown');
  });

  it('keeps a conversation position in its cached pages, and the account position here', () => {
    const { queryClient, positions } = setup(2);
    positions.startAccount('a:acc', 7);
    positions.startAccount('a:acc', 1); // a reconnect keeps what this device already holds
    expect(positions.see({ ...created(3) })).toBe('next');
    const cached = queryClient.getQueryData<ConversationPages>(queryKeys.conversation('p1', 'c1'));
    expect(cached?.pages[0]?.event_seq).toBe(3);
    expect(positions.cursors()).toEqual({ 'a:acc': 7, 'c:c1': 3 });
    expect(positions.cursors(['a:acc'])).toEqual({ 'a:acc': 7 });
  });

  it('moves forward after a sync, never back, and forgets a reset account stream', () => {
    const { positions } = setup(2);
    positions.startAccount('a:acc', 7);
    positions.settle({ 'c:c1': 9, 'a:acc': 3 });
    expect(positions.cursors()).toEqual({ 'a:acc': 7, 'c:c1': 9 });
    positions.forget('a:acc');
    expect(positions.cursors()).toEqual({ 'c:c1': 9 });
  });
});
