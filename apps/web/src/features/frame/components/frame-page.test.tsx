import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_PROFILE_SETTINGS, type ProfileSettings } from '@hearth/shared';
import { announceMessage } from '@/lib/realtime/new-messages';
import { anAlbumPhoto } from '@/test/album';
import { waitOnFakeClock } from '@/test/fake-clock';
import { aMessage, anAudio } from '@/test/messages';
import { fakeFetch, renderPage } from '@/test/render';
import type { FrameCallee } from './call-row';
import { FramePage } from './frame-page';

const sam = { id: 'sam', nickname: 'Sam' };
const leo = { id: 'leo', nickname: 'Leo' };
const HOUR = 3_600_000;

const aPhoto = (n: number, from = sam, ago = 2 * HOUR) =>
  anAlbumPhoto(n, { profile: from, created_at: new Date(Date.now() - ago).toISOString() });

const callees: FrameCallee[] = [
  { profileId: 'sam', nickname: 'Sam', conversationId: 'c-sam', title: 'Sam' },
  { profileId: 'leo', nickname: 'Leo', conversationId: 'c1', title: 'Family' },
];

// Slides an hour long unless a test is about the slideshow: a loaded machine may take longer
// than one 15 s slide to render, and the photo asked for would have moved on.
function show(
  settings: ProfileSettings = DEFAULT_PROFILE_SETTINGS,
  timeZone?: string,
  slideMs = HOUR,
) {
  const onCall = vi.fn();
  const view = renderPage(
    <FramePage
      profileId="nana"
      settings={settings}
      callees={callees}
      onCall={onCall}
      timeZone={timeZone}
      slideMs={slideMs}
    />,
  );
  return { ...view, onCall };
}

describe('Hearth Frame', () => {
  it('shows the newest photo with who sent it and when, the clock, and links out to Messages', async () => {
    const calls = fakeFetch({
      status: 200,
      // Leo's an hour older: the slideshow is newest first.
      body: { items: [aPhoto(1), aPhoto(2, leo, 3 * HOUR)], next_cursor: null },
    });
    show();
    const photo = await screen.findByRole('img', { name: 'Photo from Sam' });
    // Marked for the service worker, which keeps the slideshow's photos for offline.
    expect(photo.getAttribute('src')).toMatch(/^\/api\/v1\/media\/ph1\?.*&frame=1$/);
    // Nothing fades under the first photo: Leo's is not fetched at full size until its turn.
    expect(document.querySelectorAll('img')).toHaveLength(1);
    expect(screen.getByText('Sam')).toBeInTheDocument();
    expect(screen.getByText('2 hours ago')).toBeInTheDocument();
    expect(document.querySelector('time')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/conversations',
    );
    expect(new URL(calls[0]!.url, 'http://h.test').searchParams.get('limit')).toBe('100');
  });

  it('says what to expect before any photo came', async () => {
    fakeFetch({ status: 200, body: { items: [], next_cursor: null } });
    show();
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
  });

  it('calls the people the family chose, with one big button each', async () => {
    fakeFetch({ status: 200, body: { items: [], next_cursor: null } });
    const { onCall } = show();
    const row = screen.getByRole('list', { name: 'Call your family' });
    const buttons = within(row).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['SCall Sam', 'LCall Leo']);
    await userEvent.click(screen.getByRole('button', { name: /Call Leo/ }));
    expect(onCall).toHaveBeenCalledWith(callees[1]);
  });

  it('shows a new photo at once, "New from Sam", before the album has it', async () => {
    fakeFetch({ status: 200, body: { items: [aPhoto(1, leo)], next_cursor: null } });
    show();
    await screen.findByRole('img', { name: 'Photo from Leo' });
    const fresh = aPhoto(9);
    act(() =>
      announceMessage({
        conversationId: 'c1',
        message: aMessage({
          id: 'm9',
          from: sam,
          kind: 'photo',
          photos: [fresh.photo!],
          created_at: new Date().toISOString(),
        }),
      }),
    );
    expect(screen.getByRole('img', { name: 'Photo from Sam' })).toBeInTheDocument();
    expect(screen.getByText('New from Sam')).toBeInTheDocument();
  });

  it('says "New from" at the news’s first showing only, not at each round after', async () => {
    vi.useFakeTimers();
    try {
      fakeFetch({ status: 200, body: { items: [aPhoto(1, leo)], next_cursor: null } });
      show(DEFAULT_PROFILE_SETTINGS, undefined, 15_000);
      await waitOnFakeClock(() => screen.getByRole('img', { name: 'Photo from Leo' }));
      const photo = aPhoto(9).photo!;
      act(() =>
        announceMessage({
          conversationId: 'c1',
          message: aMessage({
            id: 'm9',
            from: sam,
            kind: 'photo',
            photos: [photo],
            created_at: new Date().toISOString(),
          }),
        }),
      );
      expect(screen.getByText('New from Sam')).toBeInTheDocument();
      // Leo's photo its 15 s, then Sam's again: plainly his now.
      act(() => {
        vi.advanceTimersByTime(15_000);
      });
      expect(screen.getByRole('img', { name: 'Photo from Leo' })).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(15_000);
      });
      expect(screen.getByRole('img', { name: 'Photo from Sam' })).toBeInTheDocument();
      // Leo's, shown last, fades out under it.
      const under = document.querySelector('img[aria-hidden="true"]');
      expect(under?.getAttribute('src')).toMatch(/^\/api\/v1\/media\/ph1\?/);
      expect(screen.queryByText('New from Sam')).toBeNull();
      expect(screen.getByText('Sam')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a text large, and a voice message behind a Play that nothing starts by itself', async () => {
    fakeFetch({ status: 200, body: { items: [aPhoto(1)], next_cursor: null } });
    show();
    act(() =>
      announceMessage({
        conversationId: 'c1',
        message: aMessage({ from: leo, content: 'See you soon!' }),
      }),
    );
    const card = screen.getByRole('region', { name: 'New from Leo' });
    expect(within(card).getByText('See you soon!')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'New from Leo' })).toBeNull();

    act(() =>
      announceMessage({
        conversationId: 'c1',
        message: aMessage({ from: sam, audio: anAudio(4) }),
      }),
    );
    expect(document.querySelector('audio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: "Play Sam's voice message" }));
    expect(document.querySelector('audio')).toHaveAttribute('src', '/media/a1?sig=x');
  });

  it('dims at night on the tablet’s clock, and a tap brightens it', async () => {
    // Only the date is fixed: 23:00 in UTC, 08:00 the next morning in Tokyo.
    vi.useFakeTimers({ now: new Date('2026-11-27T23:00:00Z'), toFake: ['Date'] });
    try {
      fakeFetch({ status: 200, body: { items: [aPhoto(1)], next_cursor: null } });
      const night = { call_profile_ids: [], night: { start: '21:00', end: '07:00' } };
      const settings = { ...DEFAULT_PROFILE_SETTINGS, frame: night };
      const tokyo = show(settings, 'Asia/Tokyo');
      expect(screen.queryByRole('button', { name: 'Brighten the screen' })).toBeNull();
      tokyo.unmount();

      show(settings, 'UTC');
      await userEvent.click(screen.getByRole('button', { name: 'Brighten the screen' }));
      expect(screen.queryByRole('button', { name: 'Brighten the screen' })).toBeNull();
      expect(screen.getByRole('button', { name: /Call Sam/ })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
