import { fakeFetch } from '@/test/render';
import { legacyOutboxKey } from '@/lib/realtime/outbox-legacy';
import { IndexedDbOutboxStore } from '@/lib/realtime/outbox-store';
import type { OutboxItem } from '@/lib/realtime/outbox';
import { getSession, signIn } from '@/lib/session';
import { logout } from './logout';

const unsent = (client_id: string): OutboxItem => ({
  kind: 'text',
  client_id,
  profile_id: 'p',
  conversation_id: 'c',
  content: 'unsent',
  created_at: '2026-01-01T00:00:00.000Z',
  status: 'sending',
});

describe('logout', () => {
  it('revokes the token, forgets the session and drops this account’s unsent messages', async () => {
    signIn('tok-1', { id: 'acc-1', email_address: 'gran@example.org', profile: null });
    await new IndexedDbOutboxStore('acc-1').add(unsent('mine'));
    await new IndexedDbOutboxStore('acc-2').add(unsent('theirs'));
    window.localStorage.setItem(legacyOutboxKey('acc-1'), JSON.stringify([{ content: 'old' }]));
    const calls = fakeFetch({ status: 204 });

    await logout();

    // This device's pushes stop while the token still works, then the token is revoked.
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: '/api/v1/push/subscriptions' });
    expect(calls[1]).toMatchObject({ method: 'DELETE', url: '/api/v1/auth/session' });
    expect(getSession().user).toBeNull();
    expect(window.localStorage.getItem('api_token')).toBeNull();
    expect(await new IndexedDbOutboxStore('acc-1').load()).toEqual([]);
    expect(window.localStorage.getItem(legacyOutboxKey('acc-1'))).toBeNull();
    const others = await new IndexedDbOutboxStore('acc-2').load();
    expect(others.map((i) => i.client_id)).toEqual(['theirs']);
  });
});
