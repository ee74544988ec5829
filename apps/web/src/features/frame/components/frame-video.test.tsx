import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_SETTINGS, type AlbumItem } from '@hearth/shared';
import { anAlbumVideo, mediaLink } from '@/test/album';
import { fakeFetch, renderPage } from '@/test/render';
import { FramePage } from './frame-page';

const sam = { id: 'sam', nickname: 'Sam' };
const HOUR = 3_600_000;
const aVideo = (poster: boolean) =>
  anAlbumVideo({ profile: sam, created_at: new Date(Date.now() - HOUR).toISOString() }, poster);

function show(items: AlbumItem[]) {
  fakeFetch({ status: 200, body: { items, next_cursor: null } });
  renderPage(
    <FramePage
      profileId="nana"
      settings={DEFAULT_PROFILE_SETTINGS}
      callees={[]}
      onCall={vi.fn()}
      slideMs={HOUR}
    />,
  );
}

describe('Hearth Frame: the album’s videos', () => {
  it('shows a video’s poster as a slide with a big Play, and plays it with sound only on a tap', async () => {
    show([aVideo(true)]);
    const poster = await screen.findByRole('img', { name: 'Video from Sam, 42 seconds' });
    // The poster is kept offline with the photos; the video itself is not.
    expect(poster.getAttribute('src')).toMatch(/^\/api\/v1\/media\/v1p\?.*&frame=1$/);
    expect(screen.getByText('Sam')).toBeInTheDocument();
    // Nothing plays by itself.
    expect(document.querySelector('video')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: "Play Sam's video" }));
    const video = document.querySelector('video');
    expect(video).toHaveAttribute('src', mediaLink('v1'));
    expect(video).toHaveAttribute('controls');
    expect(video?.muted).toBe(false);
    expect(video).toHaveAccessibleName('Video from Sam, 42 seconds');

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('video')).toBeNull();
    expect(screen.getByRole('button', { name: "Play Sam's video" })).toBeInTheDocument();
  });

  it('goes back to its poster and the slideshow when the video ends', async () => {
    show([aVideo(false)]);
    await userEvent.click(await screen.findByRole('button', { name: "Play Sam's video" }));
    const video = document.querySelector('video')!;
    // A video without a poster is a dark slide under its Play: no broken picture.
    expect(screen.queryByRole('img')).toBeNull();
    act(() => {
      video.dispatchEvent(new Event('ended'));
    });
    expect(await screen.findByRole('button', { name: "Play Sam's video" })).toBeInTheDocument();
  });
});
