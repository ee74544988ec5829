import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@/lib/session';
import { fakeFetch, renderRoutes, type FakeCall } from '@/test/render';
import { JoinPage } from './join-page';

const nana = { id: 'p1', nickname: 'Nana', kind: 'adult' as const };
const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };
const preview = {
  id: 'k1',
  title: 'Sunday calls',
  participants: [
    { id: 'p1', nickname: 'Nana' },
    { id: 'p7', nickname: 'Sam' },
    { id: 'p9', nickname: 'Grandpa Joe' },
  ],
};

function server(join: { status: number; body: unknown }) {
  return fakeFetch((call: FakeCall) => {
    if (call.url === '/api/v1/profiles') return { status: 200, body: [nana, lily] };
    if (call.url === '/api/v1/conversations/invite-preview') {
      return call.body && (call.body as { token: string }).token === 'gone'
        ? { status: 410, body: { error: 'This invite link has expired' } }
        : { status: 200, body: preview };
    }
    return join;
  });
}

const open = (url: string) =>
  renderRoutes(
    [
      { path: '/join', element: <JoinPage /> },
      { path: '/kids', element: <p>children page</p> },
      // Signing out at the end of a test leaves the page for the new-profile screen.
      { path: '/profiles/new', element: <p>new profile page</p> },
    ],
    url,
  );

describe('a parent adding a child through an invite', () => {
  beforeEach(() => signIn('tok', { id: 'u1', email_address: 'n@b.co', profile: nana }));
  afterEach(() => signOut());

  it('shows who the child will talk with, and joins only on yes', async () => {
    const calls = server({ status: 200, body: { ...preview, participants: [] } });
    open('/join?token=t0k&child=c1');
    expect(await screen.findByText('Lily will talk with Nana, Sam and Grandpa Joe')).toBeVisible();
    expect(calls.some((c) => c.url.endsWith('join-via-invite'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add Lily' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Lily is in Sunday calls now.');
    expect(calls.find((c) => c.url.endsWith('join-via-invite'))?.body).toEqual({
      token: 't0k',
      profile_id: 'c1',
      // Only the people the parent saw are approved for the child.
      approved_profile_ids: ['p1', 'p7', 'p9'],
    });
  });

  it('confirms first when the current profile is the child itself', async () => {
    signIn('tok', { id: 'u1', email_address: 'n@b.co', profile: lily });
    const calls = server({ status: 200, body: preview });
    open('/join?token=t0k');
    expect(await screen.findByRole('button', { name: 'Add Lily' })).toBeVisible();
    expect(calls.some((c) => c.url.endsWith('join-via-invite'))).toBe(false);
  });

  it('says why when the invite has expired, and joins nothing', async () => {
    const calls = server({ status: 500, body: {} });
    open('/join?token=gone&child=c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This invite link has expired');
    expect(calls.some((c) => c.url.endsWith('join-via-invite'))).toBe(false);
  });
});
