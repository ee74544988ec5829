import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch, renderRoutes, type FakeCall } from '@/test/render';
import { SearchBox } from './search-box';

const gran = { id: 'p2', nickname: 'Gran' };
const result = (id: string, conversation: string, snippet: string) => ({
  message_id: id,
  conversation: { id: conversation, title: conversation === 'c1' ? 'Family' : 'Cousins' },
  profile: gran,
  kind: 'text',
  created_at: '2026-07-01T10:00:00Z',
  snippet,
});

function open(conversationId?: string) {
  return renderRoutes([
    { path: '/', element: <SearchBox profileId="p1" conversationId={conversationId} /> },
    { path: '/conversations/:id', element: <p>conversation page</p> },
  ]);
}

describe('SearchBox', () => {
  it('asks once the typing stops, groups by conversation and marks matches as text', async () => {
    const calls = fakeFetch({
      status: 200,
      body: {
        results: [
          result('m3', 'c1', 'a «beach» day <b>x</b>'),
          result('m2', 'c2', '«beach» again'),
          result('m1', 'c1', 'the «beach» hut'),
        ],
        next_cursor: null,
      },
    });
    open();
    const box = screen.getByRole('searchbox', { name: 'Search messages' });
    // Three keys in a row: one search, for the whole word.
    fireEvent.change(box, { target: { value: 'b' } });
    fireEvent.change(box, { target: { value: 'bea' } });
    fireEvent.change(box, { target: { value: 'beach' } });
    const family = await screen.findByRole('region', { name: 'Family' });
    expect(calls).toHaveLength(1);
    expect(new URL(calls[0]!.url, 'http://h.test').searchParams.get('q')).toBe('beach');
    expect(within(family).getAllByRole('link')).toHaveLength(2);
    expect(
      within(screen.getByRole('region', { name: 'Cousins' })).getAllByRole('link'),
    ).toHaveLength(1);
    const marks = document.querySelectorAll('mark');
    expect([...marks].map((m) => m.textContent)).toEqual(['beach', 'beach', 'beach']);
    // Markup in a message stays text.
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getByText(/<b>x<\/b>/)).toBeInTheDocument();
    expect(within(family).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '/conversations/c1?message=m3',
    );
  });

  it('scopes to one conversation and remembers the last five searches per profile', async () => {
    const calls = fakeFetch((call: FakeCall) => ({
      status: 200,
      body: {
        results: [
          result('m1', 'c1', `«${new URL(call.url, 'http://h.test').searchParams.get('q')}»`),
        ],
        next_cursor: null,
      },
    }));
    const view = open('c1');
    const box = screen.getByRole('searchbox', { name: 'Search this conversation' });
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six']) {
      await userEvent.clear(box);
      await userEvent.type(box, `${word}{Enter}`);
    }
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(new URL(calls[0]!.url, 'http://h.test').searchParams.get('conversation_id')).toBe('c1');
    await userEvent.clear(box);
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['six', 'five', 'four', 'three', 'two']);
    expect(JSON.parse(window.localStorage.getItem('hearth_recent_searches:p1')!)).toHaveLength(5);
    await userEvent.click(within(recent).getByRole('button', { name: 'four' }));
    expect(box).toHaveValue('four');
    await userEvent.click(await screen.findByRole('link', { name: /four/ }));
    expect(view.router.state.location.search).toBe('?message=m1');
  });
});
