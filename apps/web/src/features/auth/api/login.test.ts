import { isLinkedTablet, rememberLinkedTablet } from '@/lib/linked-tablet';
import { getSession } from '@/lib/session';
import { fakeFetch } from '@/test/render';
import { login } from './login';
import { register } from './register';

const user = { id: 'acc-1', email_address: 'sam@example.org', profile: null };

describe('a password sign-in on a linked tablet', () => {
  afterEach(() => rememberLinkedTablet(false));

  it('logging in forgets the link, so that a later sign-out leads to the sign-in page', async () => {
    rememberLinkedTablet(true);
    fakeFetch({ status: 200, body: { access_token: 'tok-1', user } });

    await login({ email_address: 'sam@example.org', password: 'correct horse' });

    expect(isLinkedTablet()).toBe(false);
    expect(window.localStorage.getItem('linked_tablet')).toBeNull();
    expect(getSession().user?.id).toBe('acc-1');
  });

  it('registering forgets it too', async () => {
    rememberLinkedTablet(true);
    fakeFetch({ status: 201, body: { access_token: 'tok-2', user } });

    await register({
      user: {
        email_address: 'sam@example.org',
        password: 'correct horse battery',
        password_confirmation: 'correct horse battery',
      },
    });

    expect(isLinkedTablet()).toBe(false);
  });

  it('a refused password leaves the tablet linked', async () => {
    rememberLinkedTablet(true);
    fakeFetch({ status: 401, body: { error: 'Invalid email or password', code: 'unauthorized' } });

    await expect(login({ email_address: 'sam@example.org', password: 'wrong' })).rejects.toThrow();

    expect(isLinkedTablet()).toBe(true);
  });
});
