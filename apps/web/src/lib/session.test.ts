import {
  getSession,
  isAuthenticated,
  selectProfile,
  signIn,
  signOut,
  startSession,
} from './session';

const user = { id: 'u1', email_address: 'a@b.co', profile: { id: 'p1', nickname: 'Gran' } };

describe('session', () => {
  beforeEach(() => window.localStorage.clear());

  it('clears a stored user and profile that have no token at start', () => {
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('current_profile', JSON.stringify(user.profile));
    const session = startSession();
    expect(session.user).toBeNull();
    expect(isAuthenticated(session)).toBe(false);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('current_profile')).toBeNull();
  });

  it('keeps a stored user that has its token', () => {
    window.localStorage.setItem('api_token', 't');
    window.localStorage.setItem('user', JSON.stringify(user));
    expect(isAuthenticated(startSession())).toBe(true);
  });

  it('treats unreadable stored JSON as nothing stored', () => {
    window.localStorage.setItem('api_token', 't');
    window.localStorage.setItem('user', '{not json');
    expect(startSession().user).toBeNull();
  });

  it('stores the token, user and its profile as current on sign in, and clears all on sign out', () => {
    signIn('tok', user);
    expect(window.localStorage.getItem('api_token')).toBe('tok');
    expect(getSession().profile).toEqual(user.profile);
    signOut();
    expect(getSession()).toEqual({ token: null, user: null, profile: null });
    expect(window.localStorage.length).toBe(0);
  });

  it('selects and clears the current profile', () => {
    signIn('tok', { ...user, profile: null });
    expect(getSession().profile).toBeNull();
    selectProfile({ id: 'p2', nickname: 'Kid' });
    expect(JSON.parse(window.localStorage.getItem('current_profile') ?? 'null')).toEqual({
      id: 'p2',
      nickname: 'Kid',
    });
    selectProfile(null);
    expect(getSession().profile).toBeNull();
  });
});
