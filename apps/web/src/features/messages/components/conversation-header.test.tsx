import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@/test/render';
import { ConversationHeader } from './conversation-header';

describe('ConversationHeader', () => {
  it('links to this conversation’s photos and videos in the album, in kid mode too', () => {
    renderPage(
      <ConversationHeader
        title="Beach trip"
        participants={[{ id: 'p2', nickname: 'Nana' }]}
        onShareInvite={() => undefined}
        albumPath="/profiles/p1/album?conversation=c1"
        kid
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Photos and videos of this conversation' }),
    ).toHaveAttribute('href', '/profiles/p1/album?conversation=c1');
  });
});

describe('ConversationHeader calls', () => {
  it('offers a video call and a voice call', async () => {
    const user = userEvent.setup();
    const onCall = vi.fn();
    renderPage(
      <ConversationHeader
        title="Beach trip"
        participants={[{ id: 'p2', nickname: 'Nana' }]}
        onShareInvite={() => undefined}
        onCall={onCall}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Video call' }));
    await user.click(screen.getByRole('button', { name: 'Voice call' }));
    expect(onCall.mock.calls).toEqual([[true], [false]]);
  });
});
