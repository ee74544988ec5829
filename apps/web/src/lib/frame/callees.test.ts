import type { ConversationSummary } from '@hearth/shared';
import { calleesFor } from './callees';

const nana = { id: 'nana', nickname: 'Nana' };
const sam = { id: 'sam', nickname: 'Sam' };
const leo = { id: 'leo', nickname: 'Leo' };
const row = (id: string, people: { id: string; nickname: string }[], paused = false) =>
  ({
    id,
    title: id,
    participants: people,
    last_activity_at: '2026-11-27T10:00:00Z',
    unread_count: 0,
    last_message: null,
    paused,
  }) as ConversationSummary;

describe('calleesFor', () => {
  it('calls each person in the smallest conversation shared with them, in the chosen order', () => {
    const list = [row('family', [nana, sam, leo]), row('nana-sam', [nana, sam])];
    expect(calleesFor(['leo', 'sam'], list)).toEqual([
      { profileId: 'leo', nickname: 'Leo', conversationId: 'family', title: 'family' },
      { profileId: 'sam', nickname: 'Sam', conversationId: 'nana-sam', title: 'nana-sam' },
    ]);
  });

  it('leaves out someone no longer shared with, and a conversation that waits for a yes', () => {
    const list = [row('waiting', [nana, leo], true), row('nana-sam', [nana, sam])];
    expect(calleesFor(['leo', 'ghost', 'sam'], list).map((c) => c.profileId)).toEqual(['sam']);
  });
});
