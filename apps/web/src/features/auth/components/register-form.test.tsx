import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, signOut } from '@/lib/session';
import { fakeFetch, renderPage } from '@/test/render';
import { RegisterForm } from './register-form';

async function fill(password: string, confirmation: string) {
  renderPage(<RegisterForm />);
  await userEvent.type(screen.getByLabelText('Email'), 'gran@example.com');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation);
  await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('RegisterForm', () => {
  afterEach(() => signOut());

  it('requires email and passwords of at least 6 characters', () => {
    renderPage(<RegisterForm />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toHaveAttribute('minLength', '6');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('minLength', '6');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says Passwords do not match and sends nothing', async () => {
    const calls = fakeFetch({ status: 201, body: {} });
    await fill('secret1', 'secret2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('signs in with the returned token and user', async () => {
    const user = { id: 'u1', email_address: 'gran@example.com', profile: null };
    const calls = fakeFetch({ status: 201, body: { access_token: 't1', user } });
    await fill('secret1', 'secret1');
    await vi.waitFor(() => expect(getSession().token).toBe('t1'));
    expect(calls[0]?.body).toEqual({
      user: {
        email_address: 'gran@example.com',
        password: 'secret1',
        password_confirmation: 'secret1',
      },
    });
  });

  it("lists the server's errors", async () => {
    fakeFetch({
      status: 422,
      body: { error: 'x', errors: ['Email address has already been taken', 'Another'] },
    });
    await fill('secret1', 'secret1');
    expect(await screen.findByText('Email address has already been taken')).toBeInTheDocument();
    expect(screen.getByText('Another')).toBeInTheDocument();
  });

  it('falls back to a general sentence without an errors array', async () => {
    fakeFetch({ status: 500, body: { error: 'boom' } });
    await fill('secret1', 'secret1');
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('explains a success without a token', async () => {
    fakeFetch({ status: 201, body: { user: { id: 'u1' } } });
    await fill('secret1', 'secret1');
    expect(
      await screen.findByText('Registration succeeded but login failed. Please try logging in.'),
    ).toBeInTheDocument();
    expect(getSession().user).toBeNull();
  });
});
