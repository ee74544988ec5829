import { screen } from '@testing-library/react';
import type { ConversationSummary } from '@hearth/shared';
import { aMessage, anAudio } from '@/test/messages';
import { renderPage } from '@/test/render';
import { ConversationRow } from './conversation-row';

const summary: ConversationSummary = {
  id: 'c1',
  title: 'Family',
  participants: [
    { id: 'p1', nickname: 'Mum' },
    { id: 'p2', nickname: 'Grandma' },
  ],
  last_activity_at: '2026-11-21T10:00:00.000Z',
  unread_count: 1,
  last_message: null,
};

describe('ConversationRow', () => {
  it('previews a voice message as Voice message and its length', () => {
    renderPage(
      <ul>
        <ConversationRow
          selfId="p1"
          conversation={{
            ...summary,
            last_message: aMessage({ audio: anAudio(12) }),
          }}
        />
      </ul>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Voice message (0:12)');
    expect(screen.getByText('Grandma')).toBeInTheDocument();
  });

  it('previews a text message, and shows no preview line without a message', () => {
    const { unmount } = renderPage(
      <ul>
        <ConversationRow
          selfId="p1"
          conversation={{ ...summary, last_message: aMessage({ content: 'Lunch at one?' }) }}
        />
      </ul>,
    );
    expect(screen.getByText('Lunch at one?')).toBeInTheDocument();
    unmount();
    renderPage(
      <ul>
        <ConversationRow selfId="p1" conversation={summary} />
      </ul>,
    );
    // Title, the others' names and the unread count: nothing else.
    expect(screen.getByRole('link')).toHaveTextContent(/^FamilyGrandma1 new$/);
  });
});
