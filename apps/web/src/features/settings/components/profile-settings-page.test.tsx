import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationSummary, Profile } from '@hearth/shared';
import { DEFAULT_PROFILE_SETTINGS, SETTINGS_MESSAGES } from '@hearth/shared';
import { fakeFetch, renderPage, type FakeCall } from '@/test/render';
import { ProfileSettingsPage } from './profile-settings-page';

const nana = { id: 'g1', nickname: 'Nana', kind: 'assisted' as const };
const mum = { id: 'p1', nickname: 'Mum', kind: 'adult' as const };
const sam = { id: 'p2', nickname: 'Sam' };
const talk = (id: string, title: string, people = [nana, sam]): ConversationSummary => ({
  id,
  title,
  participants: people,
  last_activity_at: '2026-11-20T09:00:00.000Z',
  unread_count: 0,
  last_message: null,
});
const conversations = [talk('c1', 'Family'), talk('c2', 'Mum and Nana', [nana, mum])];

/** The server as the page meets it: settings, devices, and what each change answers. */
function server(changed: (call: FakeCall) => { status: number; body?: unknown }) {
  return fakeFetch((call) => {
    if (call.method === 'GET' && call.url.endsWith('/settings')) {
      return { status: 200, body: { settings: DEFAULT_PROFILE_SETTINGS } };
    }
    if (call.url.endsWith('/devices')) {
      return { status: 200, body: [{ id: 'd1', name: 'Kitchen tablet', last_seen_at: null }] };
    }
    if (call.url.endsWith('/device_links')) {
      return { status: 201, body: { code: 'ABCD1234', expires_at: '2026-11-20T09:10:00.000Z' } };
    }
    return changed(call);
  });
}

const page = (profile: Profile = nana) =>
  renderPage(
    <ProfileSettingsPage
      profile={profile}
      conversations={conversations}
      conversationsLoading={false}
      autoAnswer={<p>auto-answer list</p>}
    />,
  );

describe('ProfileSettingsPage', () => {
  it('turns easy mode on for a grandparent as it is switched', async () => {
    const calls = server(() => ({
      status: 200,
      body: { settings: { ...DEFAULT_PROFILE_SETTINGS, easy_mode: true } },
    }));
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Settings for Nana' })).toBeVisible();
    const easy = await screen.findByRole('switch', { name: 'Easy mode for Nana' });
    await vi.waitFor(() => expect(easy).toBeEnabled());
    expect(easy).not.toBeChecked();
    await userEvent.click(easy);
    await vi.waitFor(() => expect(easy).toBeChecked());
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      url: '/api/v1/profiles/g1/settings',
      body: { settings: { easy_mode: true } },
    });
    expect(screen.getByText('auto-answer list')).toBeInTheDocument();
  });

  it('links the tablet with a code and lists its devices to sign out', async () => {
    const calls = server(() => ({ status: 204 }));
    page();
    await userEvent.click(screen.getByRole('button', { name: 'Link a tablet for Nana' }));
    expect(await screen.findByText('ABCD1234')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.url).toBe('/api/v1/profiles/g1/device_links');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Kitchen tablet' }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/v1/profiles/g1/devices/d1'),
    );
  });

  it('saves the frame’s call buttons, its night and the conversations shown', async () => {
    const calls = server((call) => {
      const { settings } = call.body as { settings: object };
      return { status: 200, body: { settings: { ...DEFAULT_PROFILE_SETTINGS, ...settings } } };
    });
    page();
    const frame = await screen.findByRole('form', { name: 'The photo frame' });
    const buttons = within(frame).getByRole('group', { name: /Big call buttons/ });
    await userEvent.click(within(buttons).getByRole('checkbox', { name: 'Sam' }));
    await userEvent.click(within(frame).getByRole('checkbox', { name: /Dim the screen/ }));
    await userEvent.click(within(frame).getByRole('radio', { name: 'Only the ones chosen here' }));
    await userEvent.click(within(frame).getByRole('checkbox', { name: 'Family' }));
    await userEvent.click(within(frame).getByRole('button', { name: 'Save the frame’s settings' }));
    expect(await within(frame).findByRole('status')).toHaveTextContent('Saved');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      settings: {
        frame: { call_profile_ids: ['p2'], night: { start: '21:00', end: '07:00' } },
        shown_conversation_ids: ['c1'],
      },
    });
  });

  it('says what the server refused, in its words', async () => {
    server(() => ({
      status: 422,
      body: {
        error: SETTINGS_MESSAGES.callButtonStranger,
        code: 'validation_failed',
        errors: [SETTINGS_MESSAGES.callButtonStranger],
      },
    }));
    page();
    const frame = await screen.findByRole('form', { name: 'The photo frame' });
    await userEvent.click(within(frame).getByRole('button', { name: 'Save the frame’s settings' }));
    expect(await within(frame).findByRole('alert')).toHaveTextContent(
      SETTINGS_MESSAGES.callButtonStranger,
    );
  });

  it('offers an adult easy mode and the frame, without a tablet to link', async () => {
    server(() => ({ status: 204 }));
    page(mum);
    expect(await screen.findByRole('switch', { name: 'Easy mode for Mum' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Link a tablet/ })).not.toBeInTheDocument();
    expect(screen.queryByText('auto-answer list')).not.toBeInTheDocument();
  });
});
