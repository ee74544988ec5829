import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut } from '@/lib/session';
import { fakeFetch, renderPage, type FakeCall } from '@/test/render';
import { ApprovalBanner } from './approval-banner';

const nana = { id: 'p1', nickname: 'Nana', kind: 'adult' as const };
const lily = { id: 'c1', nickname: 'Lily', kind: 'child' as const };
const dan = { id: 'p9', nickname: 'Dan' };

function server() {
  let pending = [
    { id: 'r1', profile: dan, conversation: { id: 'k1', title: 'Family' }, requested_at: '' },
    { id: 'r2', profile: dan, conversation: { id: 'k2', title: 'Other' }, requested_at: '' },
  ];
  return fakeFetch((call: FakeCall) => {
    if (call.url === '/api/v1/profiles') return { status: 200, body: [nana, lily] };
    if (call.url === '/api/v1/profiles/c1/approvals') {
      return { status: 200, body: { approved: [], pending } };
    }
    pending = pending.filter((p) => !call.url.includes(`/approvals/${p.id}/`));
    return { status: 204 };
  });
}

describe('a parent answering in the conversation', () => {
  beforeEach(() => signIn('tok', { id: 'u1', email_address: 'n@b.co', profile: nana }));
  afterEach(() => signOut());

  it('says who wants to talk with which child here, and approves from there', async () => {
    const calls = server();
    renderPage(<ApprovalBanner conversationId="k1" />);
    expect(await screen.findByText('Dan wants to talk with Lily')).toBeVisible();
    // Only this conversation's request shows.
    expect(screen.getAllByRole('button', { name: /^Approve/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Approve Dan for Lily' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/approvals/r1/approve'))).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByText('Dan wants to talk with Lily')).toBeNull());
  });

  it('shows nothing in kid mode, where a child session may not ask', async () => {
    window.localStorage.setItem('kid_mode', JSON.stringify({ supervisor: 'Nana' }));
    vi.resetModules();
    const calls = server();
    const { ApprovalBanner: KidBanner } = await import('./approval-banner');
    renderPage(<KidBanner conversationId="k1" />);
    expect(screen.queryByText(/wants to talk with/)).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
