import { act, screen } from '@testing-library/react';
import { signIn, signOut } from '@/lib/session';
import { waitOnFakeClock } from '@/test/fake-clock';
import { fakeFetch, renderRoutes } from '@/test/render';
import { JoinPage } from './join-page';

const user = { id: 'u1', email_address: 'a@b.co', profile: { id: 'p1', nickname: 'Gran' } };

function openJoin(url: string) {
  return renderRoutes(
    [
      { path: '/join', element: <JoinPage /> },
      { path: '/join/:conversationId', element: <JoinPage /> },
      { path: '/conversations/:id', element: <p>conversation page</p> },
      { path: '/profiles/new', element: <p>new profile page</p> },
    ],
    url,
  );
}

describe('JoinPage', () => {
  beforeEach(() => signIn('tok', user));
  afterEach(() => {
    signOut();
    vi.useRealTimers();
  });

  it('explains a link without a token, with both ways out', async () => {
    const calls = fakeFetch({ status: 200, body: {} });
    openJoin('/join');
    expect(await screen.findByText('Oops!')).toBeInTheDocument();
    expect(screen.getByText('Invalid invite link - missing token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Conversations' })).toHaveAttribute(
      'href',
      '/conversations',
    );
    expect(screen.getByRole('link', { name: 'Select Profile' })).toHaveAttribute(
      'href',
      '/profiles',
    );
    expect(calls).toHaveLength(0);
  });

  it('joins with the current profile, welcomes, then opens the conversation after 2 s', async () => {
    vi.useFakeTimers();
    const calls = fakeFetch({
      status: 200,
      body: {
        id: 'c7',
        title: 'Family',
        participants: [
          { id: 'x', nickname: 'Mum' },
          { id: 'p1', nickname: 'Gran' },
        ],
      },
    });
    openJoin('/join?token=abc');
    expect(screen.getByText('Joining Conversation...')).toBeInTheDocument();
    expect(screen.getByText('Adding you to the conversation')).toBeInTheDocument();
    expect(await waitOnFakeClock(() => screen.getByText('Welcome!'))).toBeInTheDocument();
    expect(screen.getByText('Family')).toBeInTheDocument();
    expect(screen.getByText('With: Mum, Gran')).toBeInTheDocument();
    expect(
      screen.getByText("You're all set! Taking you to the conversation now..."),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({ token: 'abc', profile_id: 'p1' });
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByText('conversation page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByText('conversation page')).toBeInTheDocument();
  });

  it('shows a final error without retrying', async () => {
    const calls = fakeFetch({ status: 410, body: { error: 'gone' } });
    openJoin('/join/c7?token=old');
    expect(await screen.findByText('This invite link has expired')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('sends a visitor without a current profile to profile creation', async () => {
    signIn('tok', { ...user, profile: null });
    fakeFetch({ status: 200, body: {} });
    openJoin('/join?token=abc');
    expect(await screen.findByText('new profile page')).toBeInTheDocument();
  });
});
