import { screen } from '@testing-library/react';
import { expectWordsInEasyMode, inEasyMode } from '@/test/easy-words';
import { fakeFetch, renderPage } from '@/test/render';
import { CurrentLink } from './current-link';

describe('the invite link in easy mode', () => {
  inEasyMode();

  it('says Copy in words beside the link, and Revoke', async () => {
    fakeFetch({ status: 200, body: [] });
    renderPage(
      <CurrentLink
        profileId="p1"
        conversationId="c1"
        link="https://hearth.test/join/tok1"
        invite={{ token: 'tok1', expires_at: '2030-01-01T00:00:00.000Z' }}
        onRevoked={vi.fn()}
      />,
    );
    expectWordsInEasyMode(await screen.findByRole('button', { name: 'Copy invite link' }), 'Copy');
    expectWordsInEasyMode(screen.getByRole('button', { name: 'Revoke this link' }), 'Revoke');
  });
});
