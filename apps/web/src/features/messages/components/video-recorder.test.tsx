import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeMediaRecorder, stubMicrophone } from '@/test/fake-media';
import { fakeXhr } from '@/test/fake-xhr';
import { fakeFetch, renderPage } from '@/test/render';
import { Composer } from './composer';

vi.mock('@/lib/media/video-poster', () => ({
  videoFacts: () =>
    Promise.resolve({ durationMs: 2000, poster: new Blob(['jpeg'], { type: 'image/jpeg' }) }),
}));

function open(supported = ['video/webm;codecs=vp9,opus', 'video/webm']) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const camera = stubMicrophone();
  FakeMediaRecorder.supported = new Set(supported);
  const view = renderPage(<Composer profileId="p1" conversationId="c1" onSend={vi.fn()} />);
  return {
    ...view,
    ...camera,
    button: screen.getByRole('button', { name: 'Record or choose a video' }),
  };
}

const facing = (call: unknown[]) =>
  ((call[0] as MediaStreamConstraints).video as MediaTrackConstraints).facingMode;

describe('The video recorder', () => {
  afterEach(() => {
    vi.useRealTimers();
    FakeMediaRecorder.supported = new Set(['audio/webm', 'audio/webm;codecs=opus']);
  });

  it('records with the front camera, times it, shows it before sending, and sends it with its poster', async () => {
    const uploads = fakeXhr(
      { status: 201, body: { media: { id: 'v1' } } },
      { status: 201, body: { media: { id: 'p1' } } },
    );
    const calls = fakeFetch({ status: 201, body: { id: 'm1', kind: 'video' } });
    const { button, getUserMedia, services } = open();
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi Nana');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Video message' });
    expect(dialog).toBeInTheDocument();
    expect(facing(getUserMedia.mock.calls[0]!)).toBe('user');

    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(FakeMediaRecorder.last?.options.mimeType).toBe('video/webm;codecs=vp9,opus');
    expect(screen.getByRole('timer', { name: 'Seconds recorded' })).toHaveTextContent('0:00');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByRole('timer', { name: 'Seconds recorded' })).toHaveTextContent('0:02');
    await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));

    expect(screen.getByLabelText('Your video')).toHaveAttribute('src', 'blob:recording');
    expect(screen.getByRole('button', { name: 'Record again' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Recorded 0:02. Watch it, then send it.');
    await userEvent.click(screen.getByRole('button', { name: 'Send video' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();

    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(uploads.map((u) => (u.body as Blob).type)).toEqual([
      'video/webm;codecs=vp9,opus',
      'image/jpeg',
    ]);
    const body = calls[0]?.body as { message: { client_id: string } };
    expect(body).toEqual({
      message: {
        content: 'Hi Nana',
        client_id: body.message.client_id,
        video_id: 'v1',
        poster_id: 'p1',
      },
    });
    await vi.waitFor(() => expect(services.outbox.snapshot()).toEqual([]));
  });

  it('records MP4 (H.264/AAC) where the browser can', async () => {
    const { button } = open(['video/mp4;codecs=avc1,mp4a', 'video/webm']);
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect(FakeMediaRecorder.last?.options.mimeType).toBe('video/mp4;codecs=avc1,mp4a');
  });

  it('switches to the back camera and back, letting go of the camera it leaves', async () => {
    const { button, getUserMedia, track } = open();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Use the back camera' }));
    await screen.findByRole('button', { name: 'Use the front camera' });
    expect(getUserMedia.mock.calls.map(facing)).toEqual(['user', 'environment']);
    expect(track.stop).toHaveBeenCalled();
  });

  it('stops by itself at three minutes', async () => {
    const { button } = open();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    await act(() => vi.advanceTimersByTimeAsync(170_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Almost at the limit');
    await act(() => vi.advanceTimersByTimeAsync(10_500));
    expect(FakeMediaRecorder.last?.state).toBe('inactive');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Recorded 3:00. Watch it, then send it. The recording stopped at the 3:00 limit.',
    );
    expect(screen.getByRole('button', { name: 'Send video' })).toBeInTheDocument();
  });

  it('records again after watching, and closes on Escape with the camera off and focus back', async () => {
    const { button, getUserMedia, track } = open();
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record again' }));
    await screen.findByRole('button', { name: 'Start recording' });
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    track.stop.mockClear();
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(track.stop).toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('takes a video file instead, and says so when the camera is refused', async () => {
    const { button, getUserMedia } = open();
    getUserMedia.mockImplementation(() =>
      Promise.reject(new DOMException('no', 'NotAllowedError')),
    );
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not use the camera');
    const input = screen.getByTestId<HTMLInputElement>('video-input');
    expect(input).toHaveAttribute('accept', 'video/*');
    await userEvent.upload(input, new File(['movie'], 'holiday.mov', { type: 'video/quicktime' }));
    expect(screen.getByLabelText('Your video')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send video' })).toBeEnabled();
  });
});
