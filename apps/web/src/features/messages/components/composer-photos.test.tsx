import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IndexedDbOutboxStore } from '@/lib/realtime/outbox-store';
import { fakeXhr } from '@/test/fake-xhr';
import { fakeFetch, renderPage } from '@/test/render';
import { Composer } from './composer';

const photo = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type });
const media = (id: string) => ({
  status: 201,
  body: { media: { id, mime_type: 'image/webp', byte_size: 9, width: 4, height: 3 } },
});

function open() {
  let urls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = vi.fn();
  const onSend = vi.fn();
  const view = renderPage(<Composer profileId="p1" conversationId="c1" onSend={onSend} />);
  const input = screen.getByTestId<HTMLInputElement>('photo-input');
  return { ...view, onSend, input };
}

describe('Composer with photos', () => {
  it('shows the photos picked, removes one, and sends the rest in order with the caption', async () => {
    const uploads = fakeXhr(media('u1'), media('u3'));
    const calls = fakeFetch({ status: 201, body: { id: 'm1', kind: 'photo' } });
    const { input, onSend, services } = open();
    expect(screen.getByRole('button', { name: 'Add photos' })).toBeInTheDocument();
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    await userEvent.upload(input, [photo('one.jpg'), photo('two.jpg'), photo('three.jpg')]);
    const list = screen.getByRole('list', { name: 'Photos to send' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['blob:preview-1', 'blob:preview-2', 'blob:preview-3']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 2 of 3' }));
    expect(within(list).getAllByRole('img')).toHaveLength(2);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.getByRole('button', { name: 'Remove photo 2 of 2' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Caption (optional)' }), 'Beach');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Photos to send' })).toBeNull();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(uploads).toHaveLength(2);
    const item = (calls[0]?.body as { message: { client_id: string } }).message;
    expect(calls[0]?.body).toEqual({
      message: { content: 'Beach', client_id: item.client_id, photo_ids: ['u1', 'u3'] },
    });
    expect(uploads.map((u) => (u.body as File).name)).toEqual(['one.jpg', 'three.jpg']);
    await vi.waitFor(() => expect(services.outbox.snapshot()).toEqual([]));
  });

  it('sends photos without a caption', async () => {
    fakeXhr(media('u1'));
    const calls = fakeFetch({ status: 201, body: { id: 'm1', kind: 'photo' } });
    const { input } = open();
    await userEvent.upload(input, [photo('one.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ message: { content: '', photo_ids: ['u1'] } });
  });

  it('keeps ten photos at most and says why the others were left out', async () => {
    const { input } = open();
    const twelve = Array.from({ length: 12 }, (_, n) => photo(`p${n}.jpg`));
    await userEvent.upload(input, twelve);
    expect(screen.getAllByRole('button', { name: /^Remove photo \d+ of 10$/ })).toHaveLength(10);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Only 10 photos fit in one message; the others were left out.',
    );
    await userEvent.upload(input, [photo('more.jpg')]);
    expect(screen.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(10);
  });

  it('refuses what is not a photo the server takes, and a photo over 25 MB', async () => {
    const { input } = open();
    const huge = photo('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 26 * 1024 * 1024 });
    // The picker is told to accept images only; a drop or a determined user can still hand more.
    await userEvent.upload(input, [photo('drawing.svg', 'image/svg+xml'), huge], {
      applyAccept: false,
    });
    expect(screen.queryByRole('list', { name: 'Photos to send' })).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'drawing.svg is not a photo Hearth can send (JPEG, PNG, WebP, GIF or AVIF). huge.jpg: A photo can be at most 25 MB',
    );
  });

  it('takes an image pasted into the text box, and leaves pasted text alone', async () => {
    const { services } = open();
    const box = screen.getByRole('textbox', { name: 'Message' });
    const text = fireEvent.paste(box, { clipboardData: { files: [], getData: () => 'hello' } });
    expect(text).toBe(true); // not prevented: the browser pastes the text
    expect(screen.queryByRole('list', { name: 'Photos to send' })).toBeNull();
    fireEvent.paste(box, { clipboardData: { files: [photo('pasted.png', 'image/png')] } });
    const list = await screen.findByRole('list', { name: 'Photos to send' });
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Caption (optional)' })).toBe(box);
    expect(services.outbox.snapshot()).toEqual([]);
  });

  it('takes photos dropped on the page', async () => {
    open();
    const files = [photo('dropped.jpg'), new File(['notes'], 'notes.txt', { type: 'text/plain' })];
    const dataTransfer = { types: ['Files'], files };
    fireEvent.dragEnter(window, { dataTransfer });
    expect(screen.getByText('Drop photos to add them to your message')).toBeInTheDocument();
    fireEvent.drop(window, { dataTransfer });
    const list = await screen.findByRole('list', { name: 'Photos to send' });
    expect(within(list).getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByText('Drop photos to add them to your message')).toBeNull();
  });

  it('keeps a photo message with its bytes in storage while offline', async () => {
    fakeXhr();
    fakeFetch();
    const { input, accountId, services } = open();
    await userEvent.upload(input, [photo('one.jpg'), photo('two.jpg')]);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() =>
      expect(services.outbox.snapshot()).toMatchObject([{ kind: 'photo', waiting: true }]),
    );
    const [stored] = await new IndexedDbOutboxStore(accountId).load();
    expect(stored).toMatchObject({ kind: 'photo', content: '', status: 'sending' });
    const files = stored?.kind === 'photo' ? stored.files : [];
    expect(files.map((f) => [f.blob.type, f.blob.size])).toEqual([
      ['image/jpeg', 16],
      ['image/jpeg', 16],
    ]);
  });
});
