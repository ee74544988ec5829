import { act, screen } from '@testing-library/react';
import type { User } from '@hearth/shared';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_DELETED, leaveNotice } from '@/lib/notice';
import { getSession, signIn, signOut } from '@/lib/session';
import { fakeFetch, renderPage } from '@/test/render';
import { LoginForm } from './login-form';

async function submit() {
  renderPage(<LoginForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'gran@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'secret1');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  afterEach(() => signOut());

  it('says that the account and its data were deleted, also when it hears so after it showed', () => {
    // The server closes a deleted account's socket before the deletion's answer arrives: the
    // login page is already there when the notice is left.
    renderPage(<LoginForm />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => leaveNotice(ACCOUNT_DELETED));
    expect(screen.getByRole('status')).toHaveTextContent('all its data were deleted');
    // A second mount (a reload, a later 401) still says it, until someone signs in.
    renderPage(<LoginForm />);
    expect(screen.getAllByRole('status')).toHaveLength(2);
    act(() => signIn('token', { id: 'u1', email_address: 'gran@example.com' } as User));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('has a required email field of email type, a required password and a sign-up link', () => {
    renderPage(<LoginForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(screen.getByText('Connect with your loved ones.')).toBeInTheDocument();
  });

  it('reads Logging in... and is disabled while pending', async () => {
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response('{}', { status: 401 }));
          }),
      ),
    );
    await submit();
    const button = await screen.findByRole('button', { name: 'Logging in...' });
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  it('stores the session on success, with the user profile as current', async () => {
    const user = {
      id: 'u1',
      email_address: 'gran@example.com',
      profile: { id: 'p1', nickname: 'Gran' },
    };
    fakeFetch({ status: 200, body: { access_token: 't1', user } });
    await submit();
    await vi.waitFor(() => expect(getSession().profile).toEqual(user.profile));
  });

  it('says the email or password is wrong on failure', async () => {
    fakeFetch({ status: 401, body: { error: 'Invalid email or password' } });
    await submit();
    expect(
      await screen.findByText('Invalid email or password. Please try again.'),
    ).toBeInTheDocument();
  });

  it('explains a success without a token or user', async () => {
    fakeFetch({ status: 200, body: { access_token: 't1' } });
    await submit();
    expect(
      await screen.findByText('Login succeeded but session setup failed. Please try again.'),
    ).toBeInTheDocument();
  });
});
