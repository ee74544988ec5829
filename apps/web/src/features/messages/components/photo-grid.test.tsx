import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message, MessagePhoto } from '@hearth/shared';
import { renderPage } from '@/test/render';
import { MessageBubble } from './message-bubble';

// A real ThumbHash (a small orange-and-blue picture), as the server stores it.
const HASH = '30cGvZp/hXl3iHiHh4d4d4+I+Ih4';

function photo(n: number): MessagePhoto {
  return {
    id: `ph${n}`,
    url: `https://media.test/ph${n}.jpg`,
    thumb_url: `https://media.test/ph${n}-thumb.jpg`,
    width: 1600 + n,
    height: 1200,
    placeholder: n === 1 ? HASH : null,
  };
}

function photoMessage(count: number, content = ''): Message {
  return {
    id: `m${count}`,
    content,
    created_at: new Date().toISOString(),
    profile: { id: 'nana', nickname: 'Nana' },
    client_id: null,
    kind: 'photo',
    photos: Array.from({ length: count }, (_, i) => photo(i + 1)),
    deleted: false,
    edited_at: null,
  };
}

function show(message: Message) {
  renderPage(
    <ol>
      <MessageBubble message={message} own={false} profileId="me" participants={[]} />
    </ol>,
  );
}

describe('a photo message', () => {
  it('shows one photo large, with its size, lazily, over its placeholder, and the caption', () => {
    show(photoMessage(1, 'At the beach'));
    const img = screen.getByRole('img', { name: 'Photo from Nana: At the beach' });
    expect(img).toHaveAttribute('src', 'https://media.test/ph1-thumb.jpg');
    expect(img).toHaveAttribute('width', '1601');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.style.backgroundImage).toMatch(/^url\("data:image\/png;base64,/);
    expect(screen.getByText('At the beach')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Photo from Nana/ })).toHaveLength(1);
  });

  it('puts two side by side and three in a mosaic, each counted in its alt text', () => {
    show(photoMessage(2));
    const two = screen.getAllByRole('img');
    expect(two.map((img) => img.getAttribute('alt'))).toEqual([
      'Photo from Nana, 1 of 2',
      'Photo from Nana, 2 of 2',
    ]);
    expect(two[0]?.closest('div')).toHaveClass('grid-cols-2');
  });

  it('makes a mosaic of three, the first tall', () => {
    show(photoMessage(3));
    const tiles = screen.getAllByRole('button', { name: /^Photo from Nana, \d of 3$/ });
    expect(tiles).toHaveLength(3);
    expect(tiles[0]).toHaveClass('row-span-2');
    expect(tiles[1]).not.toHaveClass('row-span-2');
    expect(tiles[0]?.parentElement).toHaveClass('grid-rows-2');
  });

  it('shows four of five, the last saying +1', () => {
    show(photoMessage(5));
    const tiles = screen.getAllByRole('button', { name: /^Photo from Nana/ });
    expect(tiles).toHaveLength(4);
    expect(tiles[3]).toHaveAccessibleName('Photo from Nana, 4 of 5, and 1 more photo');
    expect(within(tiles[3]!).getByText('+1')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo from Nana, 3 of 5' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  });

  it('opens the viewer at the tapped photo; arrows move; Escape closes and focus returns', async () => {
    show(photoMessage(5, 'Sunday'));
    const tile = screen.getByRole('button', { name: 'Photo from Nana, 2 of 5: Sunday' });
    await userEvent.click(tile);
    const viewer = await screen.findByRole('dialog', { name: 'Nana' });
    expect(within(viewer).getByText('2 of 5')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', 'https://media.test/ph2.jpg');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('3 of 5')).toBeInTheDocument();
    expect(
      within(viewer).getByRole('img', { name: 'Photo from Nana, 3 of 5: Sunday' }),
    ).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('1 of 5')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tile).toHaveFocus();
  });
});

describe('a video message', () => {
  const video: Message = {
    ...photoMessage(1, 'First steps'),
    kind: 'video',
    photos: undefined,
    video: {
      id: 'v1',
      url: 'https://media.test/v1.mp4',
      poster_url: 'https://media.test/v1.jpg',
      mime_type: 'video/mp4',
      duration_ms: 42_000,
      width: 1280,
      height: 720,
    },
  };

  it('shows its poster, a play button with the length, and plays inline', async () => {
    show(video);
    const element = screen.getByLabelText('Video from Nana, 42 seconds');
    expect(element).toHaveAttribute('poster', 'https://media.test/v1.jpg');
    expect(element).toHaveAttribute('preload', 'none');
    expect(element).toHaveAttribute('width', '1280');
    expect(element).not.toHaveAttribute('controls');
    expect(screen.getByText('0:42')).toBeInTheDocument();
    expect(screen.getByText('First steps')).toBeInTheDocument();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    await userEvent.click(screen.getByRole('button', { name: 'Play video from Nana, 42 seconds' }));
    expect(play).toHaveBeenCalledOnce();
    expect(element).toHaveAttribute('controls');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });
});
