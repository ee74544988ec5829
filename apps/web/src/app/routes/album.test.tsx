import { screen, waitFor } from '@testing-library/react';
import type { AlbumPage, ConversationSummary } from '@hearth/shared';
import { albumPath } from '@/lib/album-path';
import { fakeFetch, renderRoutes } from '@/test/render';
import AlbumRoute from './album';

const nana = { id: 'nana', nickname: 'Nana' };
const summaries: ConversationSummary[] = ['Beach trip', 'Home'].map((title, i) => ({
  id: `c${i}`,
  title,
  participants: [nana],
  last_activity_at: '2026-11-20T12:00:00.000Z',
  unread_count: 0,
  last_message: null,
}));
const empty: AlbumPage = { items: [], next_cursor: null };

describe('the album route', () => {
  it('offers the profile’s conversations, and opens filtered from a conversation’s link', async () => {
    const calls = fakeFetch(({ url }) => ({
      status: 200,
      body: url.includes('/album') ? empty : summaries,
    }));
    const { router } = renderRoutes(
      [{ path: '/profiles/:profileId/album', element: <AlbumRoute /> }],
      albumPath('nana', 'c1'),
    );
    const filter = await screen.findByRole('combobox', { name: 'Conversation' });
    await waitFor(() => expect(filter).toHaveValue('c1'));
    expect(screen.getByRole('option', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Beach trip' })).toBeInTheDocument();
    const album = calls.find((c) => c.url.includes('/album'));
    expect(album?.url).toContain('/api/v1/profiles/nana/album?');
    expect(new URL(album!.url, 'http://hearth.test').searchParams.get('conversation_id')).toBe(
      'c1',
    );
    expect(router.state.location.pathname).toBe('/profiles/nana/album');
  });
});
