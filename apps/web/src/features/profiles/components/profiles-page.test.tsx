import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHILD_MESSAGES } from '@hearth/shared';
import { leaveKidMode } from '@/lib/kid-mode';
import { getSession, signIn, signOut } from '@/lib/session';
import { fakeFetch, renderRoutes } from '@/test/render';
import { ProfilesPage } from './profiles-page';

/** The page's replies in order; each card's badges are asked for beside them (none earned). */
function fakeProfilesFetch(...replies: Parameters<typeof fakeFetch>) {
  const calls = fakeFetch((call) => {
    if (call.url.endsWith('/badges')) return { status: 200, body: [] };
    const next = replies.length > 1 ? replies.shift()! : replies[0]!;
    return typeof next === 'function' ? next(call) : next;
  });
  return calls;
}
const withoutBadges = <T extends { url: string }>(calls: T[]) =>
  calls.filter((call) => !call.url.endsWith('/badges'));

const mum = { id: 'p1', nickname: 'Mum' };
const kid = { id: 'p2', nickname: 'Sam' };
const childUser = { id: 'u1', email_address: '', supervised_by: 'Mum' };

function open() {
  return renderRoutes(
    [
      {
        path: '/profiles',
        element: <ProfilesPage logout={<button type="button">Logout</button>} />,
      },
      { path: '/conversations', element: <p>conversations page</p> },
      { path: '/profiles/:profileId/settings', element: <p>settings page</p> },
    ],
    '/profiles',
  );
}

describe('ProfilesPage', () => {
  beforeEach(() => signIn('tok', { id: 'u1', email_address: 'a@b.co', profile: mum }));
  afterEach(() => signOut());

  it('marks the current profile Active and offers Continue to Conversations', async () => {
    fakeProfilesFetch({ status: 200, body: [mum, kid] });
    open();
    expect(screen.getByRole('heading', { name: 'Your Profiles' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Profiles' });
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByText('Active')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByText('Active')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Conversations' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Family Stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
  });

  it('makes a clicked card current and goes to the conversations', async () => {
    fakeProfilesFetch({ status: 200, body: [mum, kid] });
    open();
    await userEvent.click(await screen.findByRole('button', { name: /^Sam/ }));
    expect(await screen.findByText('conversations page')).toBeInTheDocument();
    expect(getSession().profile).toEqual(kid);
  });

  it('puts the device in kid mode when a child’s card is chosen, as the profile menu does', async () => {
    const lily = { id: 'p3', nickname: 'Lily', kind: 'child' as const };
    const calls = fakeProfilesFetch(
      { status: 200, body: [mum, lily] },
      { status: 201, body: { access_token: 'child-token', profile: lily } },
      { status: 200, body: { user: { ...childUser, profile: lily } } },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: /^Lily/ }));
    expect(await screen.findByText('conversations page')).toBeInTheDocument();
    expect(withoutBadges(calls).slice(1)).toMatchObject([
      { method: 'POST', url: '/api/v1/profiles/p3/kid_session' },
      { method: 'GET', url: '/api/v1/auth/me', headers: { Authorization: 'Bearer child-token' } },
    ]);
    // The grown-up's token is gone, not kept aside; leaving needs the PIN.
    expect(getSession()).toMatchObject({ token: 'child-token', profile: lily });
    expect(JSON.parse(window.localStorage.getItem('kid_mode') ?? '{}')).toEqual({
      supervisor: 'Mum',
    });
    // Kid mode is kept in memory too: out of it again for the tests that follow.
    cleanup();
    await leaveKidMode({ access_token: 'tok', user: { ...childUser, profile: mum } });
  });

  it('says a family PIN is needed first, and stays as it was', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const lily = { id: 'p3', nickname: 'Lily', kind: 'child' as const };
    fakeProfilesFetch(
      { status: 200, body: [mum, lily] },
      {
        status: 422,
        body: { error: CHILD_MESSAGES.pinNotSet, errors: [CHILD_MESSAGES.pinNotSet] },
      },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: /^Lily/ }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Set a family PIN first'));
    expect(screen.getByRole('heading', { name: 'Your Profiles' })).toBeInTheDocument();
    expect(getSession()).toMatchObject({ token: 'tok', profile: mum });
    expect(window.localStorage.getItem('kid_mode')).toBeNull();
  });

  it('adds a grandparent’s tablet and goes on to its settings, staying the adult', async () => {
    const nana = { id: 'g1', nickname: 'Nana', kind: 'assisted' as const };
    const calls = fakeProfilesFetch(
      { status: 200, body: [mum] },
      { status: 201, body: nana },
      { status: 200, body: [mum, nana] },
    );
    const { router } = open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add a grandparent’s tablet' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Grandparent’s nickname' }), 'Nana');
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('settings page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profiles/g1/settings');
    expect(withoutBadges(calls)[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/profiles',
      body: { profile: { nickname: 'Nana', kind: 'assisted' } },
    });
    expect(getSession().profile).toEqual(mum);
  });

  it('checks the child nickname in the inline form', async () => {
    fakeProfilesFetch({ status: 200, body: [mum] });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Child Profile' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(await screen.findByText('Please enter a nickname')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText("Child's Nickname")).not.toBeInTheDocument();
  });

  it('edits a nickname in the Edit Profile dialog and updates the current profile', async () => {
    const calls = fakeProfilesFetch(
      { status: 200, body: [mum] },
      { status: 200, body: { id: 'p1', nickname: 'Mummy' } },
      { status: 200, body: [{ id: 'p1', nickname: 'Mummy' }] },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Mum' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit Profile' }));
    const field = await screen.findByLabelText('Profile Nickname');
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a nickname')).toBeInTheDocument();
    await userEvent.type(field, 'Mummy');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(getSession().profile?.nickname).toBe('Mummy'));
    expect(withoutBadges(calls)[1]).toMatchObject({
      method: 'PATCH',
      body: { profile: { nickname: 'Mummy' } },
    });
  });

  it('asks before deleting and alerts Failed to delete profile on failure', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    fakeProfilesFetch({ status: 200, body: [mum] }, { status: 500, body: { error: 'x' } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Mum' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Profile' }));
    expect(
      await screen.findByText('Are you sure you want to delete this profile?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Profile' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to delete profile'));
    expect(getSession().profile).toEqual(mum);
  });

  it('clears the current selection when the current profile is deleted', async () => {
    const calls = fakeProfilesFetch(
      { status: 200, body: [mum, kid] },
      { status: 204 },
      { status: 200, body: [kid] },
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Mum' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete Profile' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    await vi.waitFor(() => expect(getSession().profile).toBeNull());
    expect(withoutBadges(calls)[1]).toMatchObject({ method: 'DELETE', url: '/api/v1/profiles/p1' });
    expect(
      screen.queryByRole('link', { name: 'Continue to Conversations' }),
    ).not.toBeInTheDocument();
  });
});
