import { screen } from '@testing-library/react';
import { pendingInvite } from '@/lib/pending-invite';
import { fakeFetch, renderRoutes } from '@/test/render';
import { InviteWelcome } from './invite-welcome';

const open = (url: string) =>
  renderRoutes(
    [
      { path: '/join', element: <InviteWelcome /> },
      { path: '/join/:conversationId', element: <InviteWelcome /> },
    ],
    url,
  );

describe('an invite opened signed out', () => {
  it('says who invites to what and who is in it, with one Join and both ways in', async () => {
    const calls = fakeFetch({
      status: 200,
      body: {
        title: 'Family Chat',
        invited_by: { nickname: 'Mum' },
        participants: [{ nickname: 'Mum' }, { nickname: 'Sam' }],
      },
    });
    open('/join/k1?token=abc');
    expect(
      await screen.findByRole('heading', { name: 'Mum invited you to Family Chat' }),
    ).toBeVisible();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['MMum', 'SSam']);
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(calls[0]).toMatchObject({
      url: '/api/v1/conversations/invite-preview',
      body: { token: 'abc' },
    });
    // Kept for whichever way she signs up or logs in.
    expect(pendingInvite()).toBe('/join/k1?token=abc');
  });

  it('says when the invite is used up or expired, and keeps nothing', async () => {
    fakeFetch({ status: 410, body: { error: 'This invite link has expired' } });
    open('/join?token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link has expired');
    expect(pendingInvite()).toBeNull();
  });

  it('says a link whose uses are all taken is used up, not expired', async () => {
    fakeFetch({ status: 410, body: { error: 'This invite link has been used up' } });
    open('/join?token=full');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link has been used up');
  });
});
