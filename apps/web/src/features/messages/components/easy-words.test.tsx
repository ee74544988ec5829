import { render, screen, within } from '@testing-library/react';
import { STORY_PROMPTS } from '@hearth/shared';
import { restorePlayback, stubPlayback } from '@/test/fake-media';
import { expectWordsInEasyMode, inEasyMode } from '@/test/easy-words';
import { fakeFetch, renderPage } from '@/test/render';
import { aStoryMessage } from '@/test/stories';
import { PhotoPreviews } from './photo-previews';
import { ReadStoryDialog } from './read-story-dialog';
import { ChosenPrompt } from './story-ideas';
import { StoryPlayer } from './story-player';

const story = aStoryMessage();

// Easy mode has no button that is only an icon: each says what it does, in words.
describe('the conversation’s buttons in easy mode', () => {
  inEasyMode();

  it('the photo tray: each photo’s Remove', () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' })];
    render(
      <PhotoPreviews photos={[{ id: 'p1', file: files[0]! }]} files={files} onRemove={vi.fn()} />,
    );
    expectWordsInEasyMode(screen.getByRole('button', { name: 'Remove photo 1 of 1' }), 'Remove');
  });

  it('the story idea on the next message: its Remove', () => {
    render(<ChosenPrompt prompt={STORY_PROMPTS[0]!} onRemove={vi.fn()} />);
    expectWordsInEasyMode(screen.getByRole('button', { name: 'Remove the story idea' }), 'Remove');
  });

  it('the book: Close the book, Previous page and Next page', () => {
    stubPlayback();
    try {
      render(
        <StoryPlayer message={story} own profileId="me" conversationId="c1" onClose={vi.fn()} />,
      );
      const book = screen.getByRole('dialog');
      const button = (name: string) => within(book).getByRole('button', { name });
      expectWordsInEasyMode(button('Close the book'), 'Close the book');
      expectWordsInEasyMode(button('Previous page'), 'Previous page');
      expectWordsInEasyMode(button('Next page'), 'Next page');
    } finally {
      restorePlayback();
    }
  });

  it('reading a story aloud: its Close', async () => {
    fakeFetch({ status: 200, body: [] });
    renderPage(
      <ReadStoryDialog profileId="p1" conversationId="c1" onClose={vi.fn()} onSent={vi.fn()} />,
    );
    const dialog = await screen.findByRole('dialog');
    expectWordsInEasyMode(within(dialog).getByRole('button', { name: 'Close' }), 'Close');
  });
});
