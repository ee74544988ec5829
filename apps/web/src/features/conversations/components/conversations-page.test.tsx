import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationSummary } from '@hearth/shared';
import { LIMITS } from '@hearth/shared';
import { signIn } from '@/lib/session';
import { fakeFetch, renderPage, type FakeCall } from '@/test/render';
import { ConversationsPage } from './conversations-page';

const grandma = { id: 'p1', nickname: 'Grandma' };
const PAGE = LIMITS.conversationPageSize;

/** `total` conversations, newest first, a minute apart. */
const all = (total: number): ConversationSummary[] =>
  Array.from({ length: total }, (_, i) => ({
    id: `0190a6f2-0000-7000-8000-${String(1e11 - i).padStart(12, '0')}`,
    title: `Chat ${i + 1}`,
    participants: [grandma],
    last_activity_at: new Date(Date.UTC(2026, 10, 21, 12, 0) - i * 60_000).toISOString(),
    unread_count: 0,
    last_message: null,
  }));

/** Answers the list as the server would, from `rows`: the page asked for by limit and cursor. */
function server(rows: ConversationSummary[]) {
  return ({ url }: FakeCall) => {
    const query = new URL(url, 'http://hearth.test').searchParams;
    const id = query.get('before_id');
    const from = id ? rows.findIndex((c) => c.id === id) + 1 : 0;
    return { status: 200, body: rows.slice(from, from + Number(query.get('limit'))) };
  };
}

const titles = () =>
  screen.getAllByRole('link').map((link) => link.querySelector('span span')?.textContent);
// The list's own calls (the profiles are asked for too, for approvals waiting).
const limits = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.url.includes('/conversations'))
    .map((c) => new URL(c.url, 'http://hearth.test').searchParams.get('limit'));

beforeEach(() => {
  signIn('tok-1', { id: 'u1', email_address: 'gran@example.org', profile: grandma });
});

describe('the conversations the family chose', () => {
  it('shows only those, when the family narrowed this profile’s screens', async () => {
    const rows = all(3);
    fakeFetch(server(rows));
    renderPage(<ConversationsPage shown={[rows[0]!.id, rows[2]!.id]} />);
    await screen.findByText('Chat 3');
    expect(titles()).toEqual(['Chat 1', 'Chat 3']);
  });
});

describe('the conversation list, a screenful at a time', () => {
  it('asks for the first screenful and shows no button when that is all there is', async () => {
    const calls = fakeFetch(server(all(3)));
    renderPage(<ConversationsPage />);
    await screen.findByText('Chat 3');
    expect(limits(calls)).toEqual([String(PAGE)]);
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
  });

  it('offers older conversations after a full screen, then shows them below in order', async () => {
    const calls = fakeFetch(server(all(PAGE + 5)));
    renderPage(<ConversationsPage />);
    const button = await screen.findByRole('button', { name: 'Show older conversations' });
    expect(titles()).toEqual(all(PAGE).map((c) => c.title));
    await userEvent.click(button);
    await screen.findByText(`Chat ${PAGE + 5}`);
    expect(titles()).toEqual(all(PAGE + 5).map((c) => c.title));
    expect(limits(calls)).toEqual([String(PAGE), String(2 * PAGE)]);
    // A short answer: the list is complete, and the keyboard is on the first one that came in.
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
    expect(screen.getByText(`Chat ${PAGE + 1}`).closest('a')).toHaveFocus();
  });

  it('works from the keyboard, and keeps the button while more may follow', async () => {
    fakeFetch(server(all(3 * PAGE)));
    renderPage(<ConversationsPage />);
    const button = await screen.findByRole('button', { name: 'Show older conversations' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText(`Chat ${2 * PAGE}`);
    expect(screen.getByRole('button', { name: 'Show older conversations' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(2 * PAGE);
  });

  it('when nothing older came, drops the button and leaves the keyboard on the last row', async () => {
    fakeFetch(server(all(PAGE)));
    renderPage(<ConversationsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show older conversations' }));
    await waitFor(() => expect(screen.getByText(`Chat ${PAGE}`).closest('a')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Show older conversations' })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(PAGE);
  });

  it('asks past the server maximum page by page, each after the last row it has', async () => {
    const rows = all(LIMITS.conversationPageMax + 2 * PAGE);
    const calls = fakeFetch(server(rows));
    renderPage(<ConversationsPage />);
    const shows = Math.ceil(LIMITS.conversationPageMax / PAGE);
    for (let i = 0; i < shows; i += 1) {
      await userEvent.click(
        await screen.findByRole('button', { name: 'Show older conversations' }),
      );
      await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength((i + 2) * PAGE));
    }
    const last = calls.at(-1)!;
    const cursor = rows[LIMITS.conversationPageMax - 1]!;
    expect(new URL(last.url, 'http://hearth.test').searchParams.get('before_id')).toBe(cursor.id);
    expect(titles()).toEqual(rows.slice(0, (shows + 1) * PAGE).map((c) => c.title));
  });

  it('keeps the list and the button when older conversations fail to load', async () => {
    const rows = all(2 * PAGE);
    const answer = server(rows);
    let fail = false;
    fakeFetch((call) =>
      fail ? { status: 500, body: { error: 'Boom', errors: ['Boom'] } } : answer(call),
    );
    renderPage(<ConversationsPage />);
    const button = await screen.findByRole('button', { name: 'Show older conversations' });
    fail = true;
    await userEvent.click(button);
    await screen.findByRole('alert');
    expect(titles()).toHaveLength(PAGE);
    expect(screen.getByRole('button', { name: 'Show older conversations' })).toBeInTheDocument();
  });
});
