import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MediaViewer, type ViewerItem } from './media-viewer';

const items: ViewerItem[] = [
  {
    key: 'a',
    kind: 'photo',
    url: 'https://media.test/a.jpg',
    width: 2048,
    height: 1536,
    label: 'Photo from Nana, 1 of 2: Cake',
    caption: 'Cake',
    sender: 'Nana',
  },
  {
    key: 'b',
    kind: 'video',
    url: 'https://media.test/b.mp4',
    poster: 'https://media.test/b.jpg',
    width: 1280,
    height: 720,
    label: 'Video from Sam, 42 seconds',
    caption: '',
    sender: 'Sam',
  },
];

function Harness({ start }: { start: number }) {
  const [index, setIndex] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setIndex(start)}>
        open
      </button>
      <MediaViewer items={items} index={index} onIndexChange={setIndex} />
    </>
  );
}

async function open(start = 0) {
  render(<Harness start={start} />);
  await userEvent.click(screen.getByRole('button', { name: 'open' }));
  return screen.findByRole('dialog');
}

const swipe = (target: Element, dx: number, dy: number) => {
  fireEvent.pointerDown(target, { pointerId: 1, clientX: 200, clientY: 200 });
  fireEvent.pointerMove(target, { pointerId: 1, clientX: 200 + dx, clientY: 200 + dy });
  fireEvent.pointerUp(target, { pointerId: 1, clientX: 200 + dx, clientY: 200 + dy });
};

describe('MediaViewer', () => {
  it('shows the full-size photo, its sender, caption, counter, download and labelled controls', async () => {
    const viewer = await open();
    expect(viewer).toHaveAccessibleName('Nana');
    expect(viewer).toHaveAccessibleDescription('Cake');
    const img = within(viewer).getByRole('img', { name: 'Photo from Nana, 1 of 2: Cake' });
    expect(img).toHaveAttribute('src', 'https://media.test/a.jpg');
    expect(within(viewer).getByText('1 of 2')).toBeInTheDocument();
    const download = within(viewer).getByRole('link', { name: 'Download' });
    expect(download).toHaveAttribute('href', 'https://media.test/a.jpg');
    expect(download).toHaveAttribute('download');
    expect(within(viewer).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(viewer).queryByRole('button', { name: 'Previous' })).toBeNull();
  });

  it('zooms with the buttons and the keyboard, and back', async () => {
    const viewer = await open();
    const img = within(viewer).getByRole('img');
    const zoomOut = within(viewer).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(img.style.transform).toContain('scale(1.5)');
    await userEvent.keyboard('+');
    expect(img.style.transform).toContain('scale(2)');
    await userEvent.keyboard('-');
    await userEvent.click(zoomOut);
    expect(img.style.transform).toContain('scale(1)');
    expect(zoomOut).toBeDisabled();
  });

  it('swipes to the next item, shows a video with its controls, and closes on a swipe down', async () => {
    const viewer = await open();
    const stage = within(viewer).getByRole('img').parentElement!;
    swipe(stage, -150, 5);
    expect(within(viewer).getByText('2 of 2')).toBeInTheDocument();
    expect(viewer).toHaveAccessibleName('Sam');
    const video = within(viewer).getByLabelText('Video from Sam, 42 seconds');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', 'https://media.test/b.jpg');
    expect(within(viewer).queryByRole('button', { name: 'Zoom in' })).toBeNull();
    swipe(stage, 150, 0);
    expect(within(viewer).getByText('1 of 2')).toBeInTheDocument();
    swipe(stage, 0, 200);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('zooms on a double tap, and pans instead of swiping while zoomed', async () => {
    const viewer = await open();
    const img = within(viewer).getByRole('img');
    const stage = img.parentElement!;
    for (const timeStamp of [1000, 1200]) {
      fireEvent(stage, pointer('pointerdown', 200, 200, timeStamp));
      fireEvent(stage, pointer('pointerup', 200, 200, timeStamp));
    }
    expect(img.style.transform).toContain('scale(2.5)');
    swipe(stage, -150, 0);
    expect(within(viewer).getByText('1 of 2')).toBeInTheDocument();
    expect(img.style.transform).toContain('translate(-150px, 0px)');
  });

  it('goes back with the Previous button and closes with the Close button', async () => {
    const viewer = await open(1);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Previous' }));
    expect(within(viewer).getByText('1 of 2')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
  });
});

/** A pointer event at a given time: double taps are told apart from two taps by it. */
function pointer(type: string, x: number, y: number, timeStamp: number): Event {
  const event = new MouseEvent(type, { bubbles: true, clientX: x, clientY: y });
  Object.defineProperties(event, {
    pointerId: { value: 1 },
    timeStamp: { value: timeStamp },
  });
  return event;
}
