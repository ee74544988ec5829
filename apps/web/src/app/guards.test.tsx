import { screen } from '@testing-library/react';
import { rememberLinkedTablet } from '@/lib/linked-tablet';
import { pendingInvite, rememberInvite } from '@/lib/pending-invite';
import { signIn, signOut } from '@/lib/session';
import { fakeFetch, renderRoutes } from '@/test/render';
import { GuestOnly, RequireAuth, RequireProfile } from './guards';

const user = { id: 'u1', email_address: 'a@b.co', profile: { id: 'p1', nickname: 'Gran' } };

function app(initial: string) {
  return renderRoutes(
    [
      {
        element: <GuestOnly />,
        children: [
          { path: '/login', element: <p>login page</p> },
          { path: '/register', element: <p>register page</p> },
        ],
      },
      { path: '/link', element: <p>device code page</p> },
      {
        element: <RequireAuth guestsPass />,
        children: [
          {
            element: <RequireProfile guestsPass />,
            children: [{ path: '/invite', element: <p>invite page</p> }],
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: '/profiles/new', element: <p>new profile page</p> },
          {
            element: <RequireProfile />,
            children: [
              { path: '/conversations', element: <p>conversations page</p> },
              { path: '/join', element: <p>join page</p> },
            ],
          },
        ],
      },
    ],
    initial,
  );
}

describe('route guards', () => {
  afterEach(() => signOut());

  it('send an unauthenticated visitor to /login', async () => {
    const { router } = app('/conversations');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/conversations' });
  });

  it('send a grandparent’s tablet whose link ended to the code entry, never to /login', async () => {
    rememberLinkedTablet(true);
    app('/conversations');
    expect(await screen.findByText('device code page')).toBeInTheDocument();
    expect(screen.queryByText('login page')).toBeNull();
  });

  it('bring a visitor who signs in back to the link they opened', async () => {
    fakeFetch({ status: 200, body: [user.profile] });
    app('/join?token=abc');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    signIn('tok', user);
    expect(await screen.findByText('join page')).toBeInTheDocument();
  });

  it('let a signed-out visitor see an invite, without asking for profiles', async () => {
    const calls = fakeFetch({ status: 200, body: [] });
    app('/invite?token=abc');
    expect(await screen.findByText('invite page')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('bring a visitor who signs up from anywhere back to the invite kept', async () => {
    rememberInvite('/join?token=abc');
    fakeFetch({ status: 200, body: [user.profile] });
    app('/register');
    expect(await screen.findByText('register page')).toBeInTheDocument();
    signIn('tok', user);
    expect(await screen.findByText('join page')).toBeInTheDocument();
    expect(pendingInvite()).toBe('/join?token=abc');
  });

  it('send an authenticated visitor from /login to /conversations', async () => {
    signIn('tok', user);
    fakeFetch({ status: 200, body: [user.profile] });
    app('/login');
    expect(await screen.findByText('conversations page')).toBeInTheDocument();
  });

  it('show Loading... while profiles load', async () => {
    signIn('tok', user);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    app('/conversations');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
  });

  it('send a visitor without profiles to /profiles/new', async () => {
    signIn('tok', { ...user, profile: null });
    fakeFetch({ status: 200, body: [] });
    app('/conversations');
    expect(await screen.findByText('new profile page')).toBeInTheDocument();
  });

  it('send a visitor with profiles but none current to /profiles/new', async () => {
    signIn('tok', { ...user, profile: null });
    fakeFetch({ status: 200, body: [user.profile] });
    app('/join?token=x');
    expect(await screen.findByText('new profile page')).toBeInTheDocument();
  });

  it('forget a current profile that no longer exists', async () => {
    signIn('tok', user);
    fakeFetch({ status: 200, body: [{ id: 'p9', nickname: 'Other' }] });
    app('/conversations');
    expect(await screen.findByText('new profile page')).toBeInTheDocument();
  });
});
