import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageAudio } from '@hearth/shared';
import { MemoryRouter, useLocation } from 'react-router';
import { restorePlayback, stubPlayback } from '@/test/fake-media';
import { fakeFetch } from '@/test/render';
import { aStoryMessage } from '@/test/stories';
import { StoryCard } from './story-card';

const audio = (id: string, ms: number): MessageAudio => ({
  id,
  url: `/api/v1/media/${id}`,
  mime_type: 'audio/webm',
  duration_ms: ms,
  waveform: [],
  played_by: [],
});
const message = aStoryMessage([
  { page_number: 1, text: 'Deep in a wood', illustration: '🌲', audio: audio('a1', 2000) },
  { page_number: 2, text: 'Porridge', illustration: '🥣', audio: audio('a2', 3000) },
  { page_number: 3, text: 'The end', illustration: '🏠', audio: null },
]);

/**
 * Grandma's book card in Sam's conversation, at `address`; `location()` is the address the
 * router holds now (a link to the book is dropped once the book is closed).
 */
function renderCard(address = '/conversations/c1') {
  let search = '';
  function Address() {
    search = useLocation().search;
    return null;
  }
  render(
    <MemoryRouter initialEntries={[address]}>
      <Address />
      <ol>
        <StoryCard
          message={message}
          own={false}
          profileId="sam"
          participants={[]}
          conversationId="c1"
        />
      </ol>
    </MemoryRouter>,
  );
  return { location: () => search };
}

/** The page's reading, as the app's own player holds it. */
const reading = () => document.querySelector('audio')!;

describe('a read-aloud', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.restoreAllMocks();
    restorePlayback();
  });

  it('shows a book card and turns to the next page when a page’s reading ends', async () => {
    const calls = fakeFetch({ status: 204 });
    const play = stubPlayback();
    renderCard();
    const card = screen.getByRole('button', {
      name: /Grandma read The Three Bears, 3 pages, 0:05/,
    });
    await userEvent.click(card);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    // The app's large player, not the browser's small controls, and it starts by itself.
    const button = screen.getByRole('button', { name: 'Pause reading of page 1' });
    expect(button).toHaveClass('size-20');
    expect(reading()).not.toHaveAttribute('controls');
    expect(play).toHaveBeenCalledOnce();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/messages/m1/played'),
    });
    fireEvent.ended(reading());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('Porridge')).toBeInTheDocument();

    // Auto-turn switched off: the page stays when its reading ends.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Turn pages by themselves' }));
    fireEvent.ended(reading());
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('The end')).toBeInTheDocument();
    expect(reading()).toBeNull();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    // The page reached is remembered for this listener.
    await userEvent.click(screen.getByRole('button', { name: 'Close the book' }));
    await userEvent.click(card);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('opens the book from a link to it, and forgets the link once the book is closed', async () => {
    fakeFetch({ status: 204 });
    stubPlayback();
    const { location } = renderCard('/conversations/c1?story=m1');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(location()).toBe('?story=m1');
    await userEvent.click(screen.getByRole('button', { name: 'Close the book' }));
    expect(screen.queryByText('Page 1 of 3')).not.toBeInTheDocument();
    expect(location()).toBe('');
  });

  it('leaves another story’s link alone', () => {
    renderCard('/conversations/c1?story=other');
    expect(screen.queryByText('Page 1 of 3')).not.toBeInTheDocument();
  });
});
