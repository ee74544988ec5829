import { i18n } from '@lingui/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { Profile } from '@hearth/shared';
import { fakeFetch } from '@/test/render';
import { selectProfile, signIn, signOut } from './session';
import { useStoriesQuery } from './stories-query';

const grandma = { id: 'p1', nickname: 'Grandma' } as Profile;
const sam = { id: 'p2', nickname: 'Sam' } as Profile;

function renderLibrary() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useQuery(useStoriesQuery()), { wrapper });
}

describe('the stories library', () => {
  beforeEach(() =>
    signIn('tok', { id: 'u1', email_address: 'gran@example.org', profile: grandma }),
  );
  afterEach(() => {
    signOut();
    i18n.activate('en');
  });

  it("asks for the current profile's library, again when the profile or the language changes", async () => {
    const calls = fakeFetch({ status: 200, body: [] });
    const library = renderLibrary();
    await waitFor(() => expect(library.result.current.isSuccess).toBe(true));
    expect(calls.map((c) => c.url)).toEqual([
      expect.stringMatching(/\/api\/v1\/stories\?profile_id=p1$/),
    ]);

    act(() => i18n.loadAndActivate({ locale: 'es', messages: {} }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toMatch(/\/api\/v1\/stories\?profile_id=p1$/);

    act(() => selectProfile(sam));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.url).toMatch(/\/api\/v1\/stories\?profile_id=p2$/);
    library.unmount();
  });
});
