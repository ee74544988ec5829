import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHILD_MESSAGES } from '@hearth/shared';
import { getSession, signIn } from '@/lib/session';
import { fakeFetch, renderPage } from '@/test/render';
import ProfileMenu from './profile-menu';

const grandma = { id: 'p1', nickname: 'Grandma' };
const row = (id: string, unread: number) => ({
  id,
  title: `Chat ${id}`,
  participants: [grandma],
  last_activity_at: '2026-11-21T10:00:00.000Z',
  unread_count: unread,
});

describe('ProfileMenu', () => {
  it('is named by its content, beginning with the name it shows (WCAG 2.5.3)', async () => {
    signIn('tok-1', { id: 'u1', email_address: 'gran@example.org', profile: grandma });
    fakeFetch(({ url }) => ({
      status: 200,
      body: url.includes('/conversations?') ? [row('c1', 1), row('c2', 1)] : [grandma],
    }));
    renderPage(<ProfileMenu />);
    const button = await screen.findByRole('button', {
      name: 'Grandma, profile menu, 2 unread messages',
    });
    // An aria-label left the avatar's initial and the badge as shown text outside the name, and
    // the initial was read first. Now every shown text is a picture to assistive technology,
    // and the one spoken text begins with the name shown.
    expect(button).not.toHaveAttribute('aria-label');
    const texts: Text[] = [];
    const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode as Text);
    const spoken = texts.filter((t) => !t.parentElement?.closest('[aria-hidden="true"]'));
    const shown = texts.filter((t) => !t.parentElement?.closest('.sr-only'));
    expect(spoken.map((t) => t.data)).toEqual(['Grandma, profile menu, 2 unread messages']);
    expect(shown.map((t) => t.data)).toEqual(['G', '2', 'Grandma']);
    expect(shown.every((t) => t.parentElement?.closest('[aria-hidden="true"]'))).toBe(true);
  });

  it('shows the server total of unread messages over every conversation and puts it on the app icon', async () => {
    const setAppBadge = vi.fn(async () => undefined);
    const clearAppBadge = vi.fn(async () => undefined);
    Object.assign(navigator, { setAppBadge, clearAppBadge });
    signIn('tok-1', { id: 'u1', email_address: 'gran@example.org', profile: grandma });
    fakeFetch(({ url }) =>
      url.includes('/conversations?')
        ? { status: 200, body: [row('c1', 2)], headers: { 'x-unread-total': '137' } }
        : { status: 200, body: [grandma] },
    );
    renderPage(<ProfileMenu />);
    // One row of 2 is loaded; the other 135 are in conversations further down the list.
    expect(
      await screen.findByRole('button', { name: 'Grandma, profile menu, 137 unread messages' }),
    ).toBeInTheDocument();
    expect(screen.getByText('99+')).toBeInTheDocument();
    await vi.waitFor(() => expect(setAppBadge).toHaveBeenLastCalledWith(137));
    Reflect.deleteProperty(navigator, 'setAppBadge');
    Reflect.deleteProperty(navigator, 'clearAppBadge');
  });

  it('clears the app badge when nothing is unread', async () => {
    const clearAppBadge = vi.fn(async () => undefined);
    Object.assign(navigator, { setAppBadge: vi.fn(), clearAppBadge });
    signIn('tok-1', { id: 'u1', email_address: 'gran@example.org', profile: grandma });
    fakeFetch(({ url }) =>
      url.includes('/conversations?')
        ? { status: 200, body: [row('c1', 0)], headers: { 'x-unread-total': '0' } }
        : { status: 200, body: [grandma] },
    );
    renderPage(<ProfileMenu />);
    expect(
      await screen.findByRole('button', { name: 'Grandma, profile menu' }),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(clearAppBadge).toHaveBeenCalled());
    Reflect.deleteProperty(navigator, 'setAppBadge');
    Reflect.deleteProperty(navigator, 'clearAppBadge');
  });

  it('says a family PIN is needed first when a child is chosen without one', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };
    signIn('tok-1', { id: 'u1', email_address: 'gran@example.org', profile: grandma });
    const calls = fakeFetch(({ url }) =>
      url.endsWith('/kid_session')
        ? {
            status: 422,
            body: { error: CHILD_MESSAGES.pinNotSet, errors: [CHILD_MESSAGES.pinNotSet] },
          }
        : { status: 200, body: url.endsWith('/profiles') ? [grandma, lily] : [] },
    );
    renderPage(<ProfileMenu />);
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lily' }));
    await vi.waitFor(() => expect(alert).toHaveBeenCalledWith('Set a family PIN first'));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/c1/kid_session'))).toBe(true);
    expect(getSession()).toMatchObject({ token: 'tok-1', profile: grandma });
  });

  it('leads to the family album', async () => {
    signIn('tok-1', { id: 'u1', email_address: 'gran@example.org', profile: grandma });
    fakeFetch({ status: 200, body: [] });
    const { router } = renderPage(<ProfileMenu />);
    await userEvent.click(await screen.findByRole('button', { name: /profile menu/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Family album' }));
    expect(router.state.location.pathname).toBe('/profiles/p1/album');
  });
});
