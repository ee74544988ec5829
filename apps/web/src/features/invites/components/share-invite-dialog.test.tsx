import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderPage } from '@/test/render';
import { ShareInviteDialog } from './share-invite-dialog';

function open(onOpenChange = vi.fn()) {
  renderPage(
    <ShareInviteDialog profileId="p1" conversationId="c1" open onOpenChange={onOpenChange} />,
  );
  return onOpenChange;
}

describe('ShareInviteDialog', () => {
  afterEach(() => vi.useRealTimers());

  it('creates an invite on opening and shows this app’s join link', async () => {
    const calls = fakeFetch({
      status: 201,
      body: { invite: { token: 'tok123', expires_at: '2030-01-01T00:00:00Z' } },
    });
    open();
    const field = await screen.findByLabelText('Invite link');
    expect(field).toHaveValue(`${window.location.origin}/join?token=tok123`);
    expect(field).toHaveAttribute('readonly');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/profiles/p1/conversations/c1/create_invite',
    });
  });

  it('shows a check mark for 2 seconds after copying', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // After setup, which puts its own clipboard in place.
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeFetch({ status: 201, body: { invite: { token: 't', expires_at: '' } } });
    open();
    await user.click(await screen.findByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join?token=t`);
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
    fakeFetch({ status: 403, body: { error: 'Only participants can invite others' } });
    const onOpenChange = open();
    expect(await screen.findByText('Only participants can invite others')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('falls back to Failed to create invite link', async () => {
    fakeFetch({ status: 500 });
    open();
    expect(await screen.findByText('Failed to create invite link')).toBeInTheDocument();
  });
});
