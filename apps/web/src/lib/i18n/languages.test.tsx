import { render } from '@testing-library/react';
import { act } from 'react';
import type { Profile, User } from '@hearth/shared';
import { signIn, signOut } from '../session';
import type * as I18nModule from './i18n';
import { activateLocale } from './i18n';
import { LanguageProvider } from './language-provider';
import { rememberedLanguage, rememberLanguage, startingLocale } from './languages';

// The catalogs themselves are not what is tested here.
vi.mock('./i18n', async (importOriginal) => ({
  ...(await importOriginal<typeof I18nModule>()),
  activateLocale: vi.fn(() => Promise.resolve()),
}));

const profile = { id: 'p1', nickname: 'Oma', kind: 'adult', language: 'de' } as Profile;
const user = { id: 'u1', email_address: 'oma@example.com', profile } as User;

afterEach(() => {
  window.localStorage.clear();
  vi.mocked(activateLocale).mockClear();
});

describe("the device's language", () => {
  it('is remembered for the next start, before the browser is asked', () => {
    expect(rememberedLanguage()).toBeNull();
    rememberLanguage('ar');
    expect(rememberedLanguage()).toBe('ar');
    expect(startingLocale()).toBe('ar');
  });

  it("follows the profile, and stays the device's when the person signs out", () => {
    signIn('tok', user);
    render(<LanguageProvider>page</LanguageProvider>);
    expect(activateLocale).toHaveBeenLastCalledWith('de');
    expect(rememberedLanguage()).toBe('de');
    act(() => signOut());
    expect(activateLocale).toHaveBeenLastCalledWith('de');
    expect(rememberedLanguage()).toBe('de');
    expect(startingLocale()).toBe('de');
  });
});
