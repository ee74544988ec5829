import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage, type FakeCall } from '@/test/render';
import { ShareInviteDialog } from './share-invite-dialog';

function open(onOpenChange = vi.fn()) {
  return renderPage(
    <ShareInviteDialog profileId="p1" conversationId="c1" open onOpenChange={onOpenChange} />,
  );
}

const CREATE = '/api/v1/profiles/p1/conversations/c1/create_invite';
const LIST = '/api/v1/profiles/p1/conversations/c1/invites';
const LATER = '2030-01-01T00:00:00.000Z';

/** The invite routes as the server answers them; `create` answers the making of a link. */
function server(create: { status: number; body?: unknown } = { status: 201 }) {
  let made = 0;
  const live: { id: string; token: string; expires_at: string }[] = [];
  const calls = fakeFetch((call: FakeCall) => {
    if (call.url === CREATE) {
      if (create.status !== 201) return create;
      made += 1;
      const invite = {
        id: `i${made}`,
        token: `tok${made}`,
        expires_at: LATER.replace('00.000', `0${made}.000`),
      };
      live.push(invite);
      return {
        status: 201,
        body: { invite: { token: invite.token, expires_at: invite.expires_at } },
      };
    }
    if (call.url === LIST) {
      return {
        status: 200,
        body: live.map((i) => ({
          id: i.id,
          created_by: { id: 'p1', nickname: 'Mum' },
          created_at: '2029-12-25T10:00:00.000Z',
          expires_at: i.expires_at,
          max_uses: null,
          uses: 1,
        })),
      };
    }
    if (call.url.endsWith('/conversations/invite-preview')) {
      const token = (call.body as { token: string }).token;
      return live.some((i) => i.token === token)
        ? { status: 200, body: { id: 'c1', title: 'Family', invited_by: null, participants: [] } }
        : { status: 404, body: { error: 'Invalid invite link' } };
    }
    if (call.method === 'DELETE') {
      live.splice(
        live.findIndex((i) => call.url.endsWith(`/${i.id}`)),
        1,
      );
      return { status: 204 };
    }
    return { status: 500 };
  });
  return { calls, made: () => made };
}

describe('ShareInviteDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('creates an invite on the first opening and shows this app’s join link', async () => {
    const { calls } = server();
    open();
    const field = await screen.findByLabelText('Invite link');
    expect(field).toHaveValue(`${window.location.origin}/join?token=tok1`);
    expect(field).toHaveAttribute('readonly');
    expect(calls.filter((c) => c.url === CREATE)).toHaveLength(1);
  });

  it('opened three times, shows the same link and makes no other', async () => {
    const fake = server();
    for (let i = 0; i < 3; i++) {
      const view = open();
      expect(await screen.findByLabelText('Invite link')).toHaveValue(
        `${window.location.origin}/join?token=tok1`,
      );
      view.unmount();
    }
    expect(fake.made()).toBe(1);
  });

  it('revokes the current link, then makes a new one on request', async () => {
    const fake = server();
    open();
    await screen.findByLabelText('Invite link');
    const revoke = screen.getByRole('button', { name: 'Revoke this link' });
    await vi.waitFor(() => expect(revoke).toBeEnabled());
    await userEvent.click(revoke);
    expect(await screen.findByText('That link no longer works.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Invite link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByLabelText('Invite link')).toHaveValue(
      `${window.location.origin}/join?token=tok2`,
    );
    expect(fake.made()).toBe(2);
  });

  it('offers the device’s own Share where there is one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    server();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Join me on Hearth',
      url: `${window.location.origin}/join?token=tok1`,
    });
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows a check mark for 2 seconds after copying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // After setup, which puts its own clipboard in place.
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    server();
    open();
    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join?token=tok1`);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('button', { name: 'Copy invite link' })).toBeInTheDocument();
  });

  it('shows a loading state while the invite is created', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    open();
    expect(await screen.findByRole('status')).toHaveTextContent('Creating invite link...');
  });

  it('shows the response error, and Done closes', async () => {
    server({ status: 403, body: { error: 'Only participants can invite others' } });
    const onOpenChange = vi.fn();
    open(onOpenChange);
    expect(await screen.findByText('Only participants can invite others')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('falls back to Failed to create invite link', async () => {
    server({ status: 500 });
    open();
    expect(await screen.findByText('Failed to create invite link')).toBeInTheDocument();
  });
});
