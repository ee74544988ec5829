import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationSummary } from '@hearth/shared';
import { fakeFetch, renderPage } from '@/test/render';

const lily = { id: 'k1', nickname: 'Lily' };
const row = (id: string, title: string, others: string[], paused = false): ConversationSummary => ({
  id,
  title,
  participants: [lily, ...others.map((nickname) => ({ id: `p-${nickname}`, nickname }))],
  last_activity_at: '2026-11-21T12:00:00.000Z',
  unread_count: id === 'c1' ? 2 : 0,
  last_message: null,
  paused,
});

describe('kid mode’s home', () => {
  // Kid mode is read as its module loads: a fresh copy of the page's modules sees it.
  async function kidPage() {
    window.localStorage.setItem('kid_mode', JSON.stringify({ supervisor: 'Nana' }));
    vi.resetModules();
    const { signIn } = await import('@/lib/session');
    signIn('child-token', { id: 'u1', email_address: '', profile: lily });
    const { ConversationsPage } = await import('./conversations-page');
    return <ConversationsPage />;
  }

  it('shows the faces of the people it talks with, large, and no way to start a conversation', async () => {
    fakeFetch({
      status: 200,
      body: [row('c1', 'Family', ['Nana', 'Grandpa Joe']), row('c2', 'New friend', ['Sam'], true)],
    });
    renderPage(await kidPage(), '/conversations');
    expect(await screen.findByRole('heading', { name: 'Hi Lily!' })).toBeVisible();
    const family = screen.getByRole('link', { name: /Family/ });
    expect(family).toHaveAttribute('href', '/conversations/c1');
    expect(family).toHaveTextContent('Nana');
    expect(family).toHaveTextContent('Grandpa Joe');
    expect(family).toHaveTextContent('2 new');
    // Not approved yet: no face, but the reason.
    const waiting = screen.getByRole('link', { name: /New friend/ });
    expect(waiting).toHaveTextContent('Waiting for a grown-up to say yes');
    expect(waiting).not.toHaveTextContent('Sam');
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start Chatting' })).toBeNull();
  });

  it('without anyone yet, says a grown-up adds family, with no Start Chatting', async () => {
    fakeFetch({ status: 200, body: [] });
    renderPage(await kidPage(), '/conversations');
    expect(await screen.findByText('No one to talk with yet')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a big call button for the approved people of each conversation, none while waiting', async () => {
    const user = userEvent.setup();
    fakeFetch({
      status: 200,
      body: [row('c1', 'Family', ['Nana']), row('c2', 'New friend', ['Sam'], true)],
    });
    renderPage(await kidPage(), '/conversations');
    const { onCallRequest } = await import('@/lib/calls/call-requests');
    const asked: unknown[] = [];
    const stop = onCallRequest((request) => asked.push(request));
    await user.click(await screen.findByRole('button', { name: 'Call Nana' }));
    stop();
    expect(asked).toEqual([
      { profileId: 'k1', conversationId: 'c1', video: true, title: 'Family' },
    ]);
    expect(screen.queryByRole('button', { name: 'Call Sam' })).toBeNull();
  });
});
