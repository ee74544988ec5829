import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signIn, signOut } from '@/lib/session';
import { fakeFetch, renderRoutes } from '@/test/render';
import { NewProfilePage } from './new-profile-page';

function open() {
  return renderRoutes(
    [
      { path: '/profiles/new', element: <NewProfilePage /> },
      { path: '/conversations', element: <p>conversations page</p> },
    ],
    '/profiles/new',
  );
}

describe('NewProfilePage', () => {
  beforeEach(() => signIn('tok', { id: 'u1', email_address: 'a@b.co', profile: null }));
  afterEach(() => signOut());

  it('welcomes a first-time visitor by name with Let’s Go!', async () => {
    fakeFetch({ status: 200, body: [] });
    open();
    expect(await screen.findByRole('heading', { name: /Hearth/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Let's Go!" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('asks for a nickname when it is blank', async () => {
    const calls = fakeFetch({ status: 200, body: [] });
    open();
    await userEvent.type(await screen.findByLabelText('Nickname'), '   ');
    await userEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
    expect(await screen.findByText('Please enter a nickname')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('offers Add Child Profile with a back link once profiles exist', async () => {
    fakeFetch({ status: 200, body: [{ id: 'p1', nickname: 'Mum' }] });
    open();
    expect(await screen.findByRole('heading', { name: 'Add Child Profile' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to profiles/ })).toHaveAttribute(
      'href',
      '/profiles',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Profile' })).toBeInTheDocument();
  });

  it('makes the new profile current and goes to the conversations', async () => {
    const calls = fakeFetch(
      { status: 200, body: [] },
      { status: 201, body: { id: 'p2', nickname: 'Gran' } },
      { status: 200, body: [{ id: 'p2', nickname: 'Gran' }] },
    );
    open();
    await userEvent.type(await screen.findByLabelText('Nickname'), ' Gran ');
    await userEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
    expect(await screen.findByText('conversations page')).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ profile: { nickname: 'Gran' } });
    expect(getSession().profile).toEqual({ id: 'p2', nickname: 'Gran' });
  });

  it('shows the first server error, else Failed to create profile', async () => {
    fakeFetch({ status: 200, body: [] }, { status: 422, body: { errors: ['Too many profiles'] } });
    open();
    await userEvent.type(await screen.findByLabelText('Nickname'), 'Gran');
    await userEvent.click(screen.getByRole('button', { name: "Let's Go!" }));
    expect(await screen.findByText('Too many profiles')).toBeInTheDocument();
  });
});
