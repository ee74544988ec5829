import { screen } from '@testing-library/react';
import { renderPage } from '@/test/render';
import { fakeStoriesApi } from '@/test/stories';

// The kid-mode marker is read when its module loads, so each case loads the routes afresh.
async function route() {
  vi.resetModules();
  return (await import('./stories')).default;
}

describe('the Family stories route', () => {
  afterEach(() => window.localStorage.clear());

  it('is the grown-ups’ screen', async () => {
    fakeStoriesApi();
    const StoriesRoute = await route();
    renderPage(<StoriesRoute />, '/stories');
    expect(await screen.findByRole('heading', { name: 'Family Stories' })).toBeInTheDocument();
  });

  it('is behind the family PIN in kid mode, and asks nothing of the server', async () => {
    window.localStorage.setItem('kid_mode', JSON.stringify({ supervisor: 'Nana' }));
    const api = fakeStoriesApi();
    const StoriesRoute = await route();
    renderPage(<StoriesRoute />, '/stories');
    expect(await screen.findByRole('heading', { name: 'Ask a grown-up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Family Stories' })).toBeNull();
    expect(api.calls).toEqual([]);
  });
});
