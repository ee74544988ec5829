import { screen } from '@testing-library/react';
import { expectWordsInEasyMode, inEasyMode } from '@/test/easy-words';
import { fakeFetch, renderPage } from '@/test/render';
import { AlbumPage } from './album-page';

describe('the album in easy mode', () => {
  inEasyMode();

  it('says where its back arrow goes, in words', async () => {
    fakeFetch({ status: 200, body: { items: [], next_cursor: null } });
    renderPage(
      <AlbumPage
        profileId="nana"
        conversations={[]}
        conversationId=""
        onConversationChange={vi.fn()}
      />,
    );
    await screen.findByText('No photos yet');
    const back = screen.getByRole('link', { name: 'Back to conversations' });
    expect(back).toHaveAttribute('href', '/conversations');
    expectWordsInEasyMode(back, 'Back to conversations');
  });
});
