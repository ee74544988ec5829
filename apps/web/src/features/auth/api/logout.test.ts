import { fakeFetch } from '@/test/render';
import { outboxKey } from '@/lib/realtime/outbox';
import { getSession, signIn } from '@/lib/session';
import { logout } from './logout';

describe('logout', () => {
  it('revokes the token, forgets the session and drops this account’s unsent messages', async () => {
    signIn('tok-1', { id: 'acc-1', email_address: 'gran@example.org', profile: null });
    window.localStorage.setItem(outboxKey('acc-1'), JSON.stringify([{ content: 'unsent' }]));
    window.localStorage.setItem(outboxKey('acc-2'), JSON.stringify([{ content: 'other account' }]));
    const calls = fakeFetch({ status: 204 });

    await logout();

    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/auth/session' });
    expect(getSession().user).toBeNull();
    expect(window.localStorage.getItem('api_token')).toBeNull();
    expect(window.localStorage.getItem(outboxKey('acc-1'))).toBeNull();
    expect(window.localStorage.getItem(outboxKey('acc-2'))).not.toBeNull();
  });
});
