import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AlbumPage as Page } from '@hearth/shared';
import { useSearchParams } from 'react-router';
import { activateLocale } from '@/lib/i18n';
import { anAlbumPhoto, anAlbumVideo, mediaLink } from '@/test/album';
import { fakeFetch, renderRoutes, type FakeCall } from '@/test/render';
import { AlbumPage } from './album-page';

const nana = { id: 'nana', nickname: 'Nana' };
const beach = { id: 'c-beach', title: 'Beach trip' };
const home = { id: 'c-home', title: 'Home' };

const aPhoto = (n: number, date: string, conversation = beach, of = 3) =>
  anAlbumPhoto(n, { position: n % of, of, conversation, profile: nana, created_at: date });

const aVideo = anAlbumVideo({
  caption: 'First steps',
  conversation: home,
  profile: nana,
  created_at: '2026-11-14T12:00:00.000Z',
});

/** The server: the album's pages by their cursor. */
function server(pages: Record<string, Page>) {
  return ({ url }: FakeCall) => {
    const parsed = new URL(url, 'http://hearth.test');
    return { status: 200, body: pages[parsed.searchParams.get('before') ?? ''] };
  };
}

const albumCalls = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.url.includes('/album'))
    .map((c) => new URL(c.url, 'http://hearth.test').searchParams);

/** The page as its route gives it: the filter kept in the address. */
function Album() {
  const [search, setSearch] = useSearchParams();
  return (
    <AlbumPage
      profileId="nana"
      conversations={[beach, home]}
      conversationId={search.get('conversation') ?? ''}
      onConversationChange={(id) => setSearch(id ? { conversation: id } : {})}
    />
  );
}

function show(path = '/album') {
  return renderRoutes([{ path: '/album', element: <Album /> }], path);
}

const november = {
  items: [aPhoto(1, '2026-11-20T12:00:00.000Z'), aVideo, aPhoto(2, '2026-11-03T12:00:00.000Z')],
  next_cursor: 'cur-2',
};
const october = { items: [aPhoto(3, '2026-10-12T12:00:00.000Z', home, 1)], next_cursor: null };

describe('the family album', () => {
  it('groups photos and videos by month, newest first, videos with their length', async () => {
    fakeFetch(server({ '': { ...november, next_cursor: null } }));
    show();
    const month = await screen.findByRole('region', { name: 'November 2026' });
    const tiles = within(month).getAllByRole('button');
    expect(tiles.map((tile) => tile.textContent || tile.querySelector('img')?.alt)).toEqual([
      'Photo from Nana, 2 of 3',
      '0:42',
      'Photo from Nana, 3 of 3',
    ]);
    const poster = within(month).getByRole('img', {
      name: 'Video from Nana, 42 seconds: First steps',
    });
    expect(poster).toHaveAttribute('src', mediaLink('v1p'));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('fetches the first screen of tiles at once, the first before all, and the rest lazily', async () => {
    const days = Array.from({ length: 14 }, (_, i) =>
      aPhoto(i, `2026-11-${String(20 - i).padStart(2, '0')}T12:00:00.000Z`),
    );
    fakeFetch(server({ '': { items: days, next_cursor: null } }));
    show();
    const month = await screen.findByRole('region', { name: 'November 2026' });
    const images = within(month).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array<string>(12).fill('eager'),
      'lazy',
      'lazy',
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).not.toHaveAttribute('fetchpriority');
  });

  it('loads the next page with Load more, into a new month, then offers no more', async () => {
    const calls = fakeFetch(server({ '': november, 'cur-2': october }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    const month = await screen.findByRole('region', { name: 'October 2026' });
    expect(within(month).getByRole('img', { name: 'Photo from Nana' })).toBeInTheDocument();
    expect(albumCalls(calls).map((query) => query.get('before'))).toEqual([null, 'cur-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('loads the next page when the end of the album comes into view', async () => {
    const observed: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observed.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    fakeFetch(server({ '': november, 'cur-2': october }));
    show();
    await screen.findByRole('button', { name: 'Load more' });
    const seen = [{ isIntersecting: true }] as IntersectionObserverEntry[];
    observed.at(-1)?.(seen, {} as IntersectionObserver);
    expect(await screen.findByRole('region', { name: 'October 2026' })).toBeInTheDocument();
  });

  it('filters by conversation, from the select or from a conversation’s header link', async () => {
    const calls = fakeFetch(server({ '': { ...november, next_cursor: null } }));
    const { router } = show('/album?conversation=c-home');
    const filter = await screen.findByRole('combobox', { name: 'Conversation' });
    await waitFor(() => expect(filter).toHaveValue('c-home'));
    expect(albumCalls(calls)[0]?.get('conversation_id')).toBe('c-home');
    await userEvent.selectOptions(filter, 'Beach trip');
    await waitFor(() => expect(albumCalls(calls).at(-1)?.get('conversation_id')).toBe('c-beach'));
    expect(router.state.location.search).toBe('?conversation=c-beach');
    await userEvent.selectOptions(filter, 'All conversations');
    await waitFor(() => expect(albumCalls(calls).at(-1)?.has('conversation_id')).toBe(false));
  });

  it('opens the viewer at the tapped photo, and steps through the album', async () => {
    fakeFetch(server({ '': { ...november, next_cursor: null } }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Photo from Nana, 3 of 3' }));
    const viewer = await screen.findByRole('dialog', { name: 'Nana' });
    expect(within(viewer).getByText('3 of 3')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', mediaLink('ph2'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(viewer).getByLabelText('Video from Nana, 42 seconds: First steps').tagName).toBe(
      'VIDEO',
    );
  });

  it('names its months and photos again in the language chosen', async () => {
    fakeFetch(server({ '': { ...november, next_cursor: null } }));
    show();
    await screen.findByRole('region', { name: 'November 2026' });
    try {
      await act(() => activateLocale('es'));
      const month = await screen.findByRole('region', { name: 'noviembre de 2026' });
      expect(within(month).getByRole('img', { name: 'Foto de Nana, 2 de 3' })).toBeInTheDocument();
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('says so when there are no photos yet', async () => {
    fakeFetch(server({ '': { items: [], next_cursor: null } }));
    show();
    expect(await screen.findByRole('heading', { name: 'No photos yet' })).toBeInTheDocument();
  });
});
