import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@hearth/shared';
import { queryKeys } from '@/lib/query-keys';
import { getSession, signIn, signOut } from '@/lib/session';
import { fakeFetch, renderRoutes } from '@/test/render';
import { EditProfileDialog } from './edit-profile-dialog';

const mum: Profile = { id: 'p1', nickname: 'Mum', kind: 'adult', language: null };
const lily: Profile = { id: 'p2', nickname: 'Lily', kind: 'child', language: 'de' };

function open(profile: Profile, onClose = vi.fn()) {
  const view = renderRoutes(
    [{ path: '/profiles', element: <EditProfileDialog profile={profile} onClose={onClose} /> }],
    '/profiles',
  );
  view.queryClient.setQueryData(queryKeys.profiles, [mum, lily]);
  return { ...view, onClose };
}

describe('the language of a profile, in the Edit Profile dialog', () => {
  beforeEach(() => signIn('tok', { id: 'u1', email_address: 'a@b.co', profile: mum }));
  afterEach(() => signOut());

  it('lists the seven languages each by its own name, starting from the browser’s', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA', 'en']);
    open(mum);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'English',
      'Español',
      'Français',
      'Deutsch',
      'Português (Brasil)',
      '简体中文',
      'العربية',
    ]);
    expect(within(select).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    // No language chosen yet: the one this browser reads.
    expect(select).toHaveValue('fr');
  });

  it('starts from the language the profile has', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-CA']);
    open(lily);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('de');
  });

  it('saves the current profile’s language, and the session follows it at once', async () => {
    const calls = fakeFetch({ status: 200, body: { ...mum, language: 'es' } });
    const { queryClient, onClose } = open(mum);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/profiles/p1',
      body: { profile: { nickname: 'Mum', language: 'es' } },
    });
    expect(getSession().profile).toEqual({ ...mum, language: 'es' });
    expect(queryClient.getQueryData(queryKeys.profiles)).toEqual([
      { ...mum, language: 'es' },
      lily,
    ]);
  });

  it('sets a child’s language without touching the grown-up’s session', async () => {
    const calls = fakeFetch({ status: 200, body: { ...lily, language: 'ar' } });
    const { queryClient, onClose } = open(lily);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/profiles/p2',
      body: { profile: { language: 'ar' } },
    });
    expect(getSession().profile).toEqual(mum);
    expect(queryClient.getQueryData(queryKeys.profiles)).toEqual([
      mum,
      { ...lily, language: 'ar' },
    ]);
  });

  it('shows why a language was refused, and keeps the dialog open', async () => {
    const refused = 'Please choose one of the languages Hearth offers';
    fakeFetch({ status: 422, body: { error: refused, errors: [refused] } });
    const { onClose } = open(mum);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(onClose).not.toHaveBeenCalled();
    expect(getSession().profile).toEqual(mum);
  });
});
