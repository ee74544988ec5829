import { QueryClient } from '@tanstack/react-query';
import type { ConversationSummary, Message } from '@hearth/shared';
import { LIMITS } from '@hearth/shared';
import { queryKeys } from '../query-keys';
import { applyEvent, type EventContext } from './apply-event';
import { TypingStore } from './typing-store';

const gran = { id: 'p2', nickname: 'Grandma' };
const message: Message = {
  id: '01900009-0000-7000-8000-000000000000',
  content: 'remember me?',
  created_at: '2026-11-21T12:00:00.000Z',
  profile: gran,
  client_id: null,
  kind: 'text',
};
const rows = (n: number): ConversationSummary[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `c${i}`,
    title: `Chat ${i}`,
    participants: [gran],
    last_activity_at: '2026-11-21T10:00:00.000Z',
    unread_count: 0,
    last_message: null,
  }));

/** A list of `held` conversations for profile p1, and a message in one it does not hold. */
function messageBeyond(held: number) {
  const queryClient = new QueryClient();
  const key = queryKeys.conversations('p1');
  queryClient.setQueryData(key, rows(held));
  const ctx: EventContext = {
    queryClient,
    typing: new TypingStore(),
    currentProfileId: () => 'p1',
    isReading: () => false,
    catchUp: () => undefined,
  };
  applyEvent(
    { stream: 'c:old', seq: 1, type: 'message.created', conversation_id: 'old', message },
    ctx,
  );
  return { state: queryClient.getQueryState(key), list: queryClient.getQueryData(key) };
}

describe('a message in a conversation the cached list does not hold', () => {
  it('refreshes a full list: the conversation is older than its page and comes to the top', () => {
    const { state, list } = messageBeyond(LIMITS.conversationPageSize);
    expect(state?.isInvalidated).toBe(true);
    expect(list).toEqual(rows(LIMITS.conversationPageSize));
  });

  it('leaves a shorter list alone: it is the whole list, the profile is not in that one', () => {
    const { state } = messageBeyond(LIMITS.conversationPageSize - 1);
    expect(state?.isInvalidated).toBe(false);
  });
});
