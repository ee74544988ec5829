import { QueryClient } from '@tanstack/react-query';
import type { ConversationSummary, Message } from '@hearth/shared';
import { queryKeys } from '../query-keys';
import { applyEvent, type EventContext } from './apply-event';
import type { ConversationPages } from './cache-updates';
import { TypingStore } from './typing-store';

const at = { stream: 'c:c1', seq: 5 };
const gran = { id: 'p2', nickname: 'Grandma' };
const voice: Message = {
  id: 'm1',
  content: '',
  created_at: '2026-11-21T10:00:00.000Z',
  profile: gran,
  client_id: null,
  kind: 'voice',
  audio: {
    id: 'a1',
    url: '/media/a1',
    mime_type: 'audio/webm',
    duration_ms: 2000,
    waveform: [],
    played_by: [],
  },
};
const text: Message = { ...voice, id: 'm2', content: 'helo', kind: 'text', audio: undefined };

function setup() {
  const queryClient = new QueryClient();
  const key = queryKeys.conversation('p1', 'c1');
  queryClient.setQueryData<ConversationPages>(key, {
    pages: [
      {
        id: 'c1',
        title: 'Family',
        participants: [gran],
        messages: [voice, text],
        has_more: false,
        event_seq: 4,
      },
    ],
    pageParams: [undefined],
  });
  const summary: ConversationSummary = {
    id: 'c1',
    title: 'Family',
    participants: [gran],
    last_activity_at: '2026-11-21T10:00:00.000Z',
    unread_count: 0,
    last_message: null,
  };
  queryClient.setQueryData(queryKeys.conversations('p1'), [summary]);
  const ctx: EventContext = {
    queryClient,
    typing: new TypingStore(),
    currentProfileId: () => 'p1',
    isReading: () => false,
    catchUp: vi.fn(),
  };
  const page = () => queryClient.getQueryData<ConversationPages>(key)?.pages[0];
  return { queryClient, ctx, page };
}

describe('applyEvent for a family’s changes', () => {
  it('shows a deleted message as deleted, without its recording', () => {
    const { ctx, page } = setup();
    applyEvent({ type: 'message.deleted', conversation_id: 'c1', message_id: 'm1', ...at }, ctx);
    const shown = page()!.messages[0]!;
    expect(shown).toMatchObject({ id: 'm1', deleted: true, content: '' });
    expect(shown.audio).toBeUndefined();
    expect(page()!.messages[1]).toBe(text);
  });

  it('replaces an edited message with its new text', () => {
    const { ctx, page } = setup();
    const edited = { ...text, content: 'hello', edited_at: '2026-11-21T10:05:00.000Z' };
    applyEvent({ type: 'message.edited', conversation_id: 'c1', message: edited, ...at }, ctx);
    expect(page()!.messages[1]).toEqual(edited);
  });

  it('renames the conversation on its screen and in the list', () => {
    const { ctx, page, queryClient } = setup();
    applyEvent({ type: 'conversation.updated', conversation_id: 'c1', title: 'Lunch', ...at }, ctx);
    expect(page()!.title).toBe('Lunch');
    const list = queryClient.getQueryData<ConversationSummary[]>(queryKeys.conversations('p1'));
    expect(list?.[0]?.title).toBe('Lunch');
  });

  it('drops a conversation this profile is no longer in', () => {
    const { ctx, page, queryClient } = setup();
    applyEvent(
      {
        type: 'conversation.removed',
        conversation_id: 'c1',
        profile_id: 'p1',
        stream: 'a:x',
        seq: 1,
      },
      ctx,
    );
    expect(page()).toBeUndefined();
    expect(queryClient.getQueryState(queryKeys.conversations('p1'))?.isInvalidated).toBe(true);
  });
});
