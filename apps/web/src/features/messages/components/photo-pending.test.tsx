import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotoOutboxItem, VideoOutboxItem } from '@/lib/realtime/outbox';
import { fakeXhr } from '@/test/fake-xhr';
import { renderPage } from '@/test/render';
import { ConversationPage } from './conversation-page';
import { PendingBubble } from './pending-bubble';

const file = (n: number, type = 'image/jpeg') => ({
  blob: new Blob([`bytes ${n}`], { type }),
  client_id: `f${n}`,
});
const base = {
  client_id: 'm1',
  profile_id: 'p1',
  conversation_id: 'c1',
  content: 'Beach',
  created_at: '2026-11-21T10:00:00.000Z',
};

function show(item: PhotoOutboxItem | VideoOutboxItem) {
  let urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:local-${++urls}`);
  URL.revokeObjectURL = vi.fn();
  const onDiscard = vi.fn();
  const onRetry = vi.fn();
  renderPage(
    <ol>
      <PendingBubble item={item} nickname="Mum" online onRetry={onRetry} onDiscard={onDiscard} />
    </ol>,
  );
  return { onDiscard, onRetry };
}

describe('A photo or video message on its way', () => {
  it("shows its photos from this device, each upload's progress, and a Cancel", async () => {
    const { onDiscard } = show({
      ...base,
      kind: 'photo',
      status: 'sending',
      files: [file(1), file(2)],
      media_ids: ['u1', null],
      progress: [1, 0.25],
    });
    const photos = screen.getAllByRole('img');
    expect(photos.map((img) => [img.getAttribute('alt'), img.getAttribute('src')])).toEqual([
      ['Photo 1 of 2', 'blob:local-1'],
      ['Photo 2 of 2', 'blob:local-2'],
    ]);
    expect(screen.getByRole('progressbar', { name: 'Sending photo 1 of 2' })).toHaveValue(1);
    expect(screen.getByRole('progressbar', { name: 'Sending photo 2 of 2' })).toHaveValue(0.25);
    expect(screen.getByText('Beach')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel sending: 2 photos' }));
    expect(onDiscard).toHaveBeenCalled();
  });

  it("says why the server refused it, in the person's language, with Retry and Discard", () => {
    show({
      ...base,
      kind: 'video',
      status: 'failed',
      files: [file(1, 'video/mp4'), file(2)],
      failure: { error: 'A video can be at most 200 MB', code: 'media.videoTooLarge' },
    });
    expect(screen.getByRole('img', { name: 'Your video' })).toHaveAttribute('src', 'blob:local-1');
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    expect(screen.getByText('A video can be at most 200 MB')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByRole('button', { name: 'Discard unsent message: Video' }),
    ).toBeInTheDocument();
  });

  it('shows in the conversation while offline, and Cancel takes it away for good', async () => {
    Element.prototype.scrollTo = () => undefined;
    const detail = {
      id: 'c1',
      title: 'Family',
      participants: [{ id: 'p1', nickname: 'Mum' }],
      messages: [],
      has_more: false,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(detail)),
    );
    const uploads = fakeXhr();
    URL.createObjectURL = vi.fn(() => 'blob:local');
    URL.revokeObjectURL = vi.fn();
    const { services } = renderPage(
      <ConversationPage profileId="p1" conversationId="c1" onShareInvite={vi.fn()} />,
    );
    const input = await screen.findByTestId<HTMLInputElement>('photo-input');
    await userEvent.upload(input, [new File(['a'], 'a.jpg', { type: 'image/jpeg' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Waiting for connection…');
    expect(within(log).getByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    await userEvent.click(within(log).getByRole('button', { name: 'Cancel sending: 1 photo' }));
    await vi.waitFor(() => expect(services.outbox.snapshot()).toEqual([]));
    expect(screen.queryByRole('log')).toBeNull();
  });
});
