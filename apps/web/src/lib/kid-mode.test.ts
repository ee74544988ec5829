import { enterKidMode, leaveKidMode } from './kid-mode';
import { clearOfflineData } from './pwa/offline-data';
import { getSession, signOut } from './session';
import { fakeFetch } from '@/test/render';

vi.mock('./pwa/offline-data', () => ({ clearOfflineData: vi.fn(() => Promise.resolve()) }));

const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };
const nana = { id: 'p1', nickname: 'Nana', kind: 'adult' as const };

describe('kid mode and the offline caches', () => {
  afterEach(() => {
    signOut();
    window.localStorage.clear();
    vi.mocked(clearOfflineData).mockClear();
  });

  it('forgets the grown-up’s offline answers before the child session starts', async () => {
    fakeFetch({
      status: 200,
      body: { user: { id: 'u1', email_address: '', profile: lily, supervised_by: 'Nana' } },
    });
    const cleared = vi.mocked(clearOfflineData);
    cleared.mockImplementationOnce(async () => {
      // Cleared while the grown-up's session (and nothing of the child's) is still there.
      expect(window.localStorage.getItem('kid_mode')).toBeNull();
    });
    await enterKidMode('child-token', lily);
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBe('child-token');
  });

  it('forgets the child’s offline answers when the PIN brings the grown-up back', async () => {
    window.localStorage.setItem('kid_mode', JSON.stringify({ supervisor: 'Nana' }));
    await leaveKidMode({
      access_token: 'grown-up',
      user: { id: 'u1', email_address: 'n@example.org', profile: nana },
    });
    expect(clearOfflineData).toHaveBeenCalledTimes(1);
    expect(getSession().token).toBe('grown-up');
    expect(window.localStorage.getItem('kid_mode')).toBeNull();
  });
});
