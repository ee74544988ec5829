import { screen } from '@testing-library/react';
import type { Message } from '@hearth/shared';
import { renderPage } from '@/test/render';
import { MessageBubble } from './message-bubble';

const nana = { id: 'p-nana', nickname: 'Nana' };

function callMessage(call: Partial<NonNullable<Message['call']>>): Message {
  return {
    id: 'm1',
    kind: 'call',
    content: '',
    created_at: '2026-01-01T10:12:00Z',
    client_id: null,
    profile: nana,
    call: {
      call_id: 'k1',
      video: true,
      duration_ms: 0,
      missed: false,
      caller_id: nana.id,
      ...call,
    },
  };
}

function show(message: Message) {
  renderPage(
    <ul>
      <MessageBubble message={message} own={false} profileId="p-me" participants={[nana]} />
    </ul>,
  );
}

describe('A call in the thread', () => {
  it('says how long a video call lasted', () => {
    show(callMessage({ duration_ms: 12 * 60_000 + 10_000 }));
    expect(screen.getByText('Video call, 12 min')).toBeInTheDocument();
  });

  it('says a short voice call was short', () => {
    show(callMessage({ video: false, duration_ms: 20_000 }));
    expect(screen.getByText('Voice call, less than a minute')).toBeInTheDocument();
  });

  it('says who called when the call was missed', () => {
    show(callMessage({ missed: true }));
    expect(screen.getByText('Missed call from Nana')).toBeInTheDocument();
  });
});
