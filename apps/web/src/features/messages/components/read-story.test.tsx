import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Story } from '@hearth/shared';
import { stubMicrophone } from '@/test/fake-media';
import { renderPage } from '@/test/render';
import { draftKey, loadDraft, saveDraft } from '@/lib/story-draft';
import { ReadStoryDialog } from './read-story-dialog';

const story: Story = {
  id: 'three-bears',
  title: 'The Three Bears',
  author: 'A folk tale',
  cover_emoji: '🐻',
  built_in: true,
  pages: [
    { page_number: 1, text: 'Deep in a wood', illustration: '🌲' },
    { page_number: 2, text: 'Porridge', illustration: '🥣' },
    { page_number: 3, text: 'The end', illustration: '🏠' },
  ],
};

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function serve() {
  const calls: Call[] = [];
  let uploads = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      calls.push({ method: init.method ?? 'GET', url, body });
      if (url.includes('/media?'))
        return Response.json({ media: { id: `m${++uploads}` } }, { status: 201 });
      if (url.endsWith('/messages')) return Response.json({ id: 'msg' }, { status: 201 });
      return Response.json([story]);
    }),
  );
  return calls;
}

function open(onSent = vi.fn(), onClose = vi.fn()) {
  return renderPage(
    <ReadStoryDialog profileId="p1" conversationId="c1" onClose={onClose} onSent={onSent} />,
  );
}

async function recordPage(label: string) {
  await userEvent.click(await screen.findByRole('button', { name: label }));
  await screen.findByRole('button', { name: 'Stop' });
  await act(() => vi.advanceTimersByTimeAsync(2000));
  await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Save & Continue' }));
}

describe('Read a Story', { timeout: 20_000 }, () => {
  afterEach(() => vi.useRealTimers());

  it('records page by page into a draft that survives a reload, then sends the book', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    stubMicrophone();
    const calls = serve();
    const first = open();
    await userEvent.click(await screen.findByRole('button', { name: /The Three Bears/ }));
    expect(screen.getByText('Deep in a wood')).toBeInTheDocument();
    await recordPage('Record this page');
    expect(await screen.findByText('Page 2 of 3 · 1 recorded')).toBeInTheDocument();
    expect(screen.getByText('Porridge')).toBeInTheDocument();

    // A reload: the page comes back where it was, with its recording.
    await waitFor(async () => expect((await loadDraft(draftKey('p1', 'c1')))?.page_index).toBe(1));
    first.unmount();
    const onSent = vi.fn();
    open(onSent);
    expect(await screen.findByText('Page 2 of 3 · 1 recorded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 recorded')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await recordPage('Record this page');
    expect(await screen.findByText('Page 3 of 3 · 2 recorded')).toBeInTheDocument();

    // Page 3 is still silent: the reader is told, and may go back to read it.
    const sendStory = screen.getByRole('button', { name: 'Send story (2 of 3 pages recorded)' });
    await userEvent.click(sendStory);
    let ask = await screen.findByRole('alertdialog', { name: 'Send the story?' });
    expect(ask).toHaveTextContent('Page 3 has no recording yet.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/messages'))).toBe(false);
    await userEvent.click(sendStory);
    ask = await screen.findByRole('alertdialog', { name: 'Send the story?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const sent = calls.find((c) => c.url.endsWith('/messages'))!;
    expect(sent.body).toEqual({
      message: {
        client_id: expect.any(String),
        story: {
          story_id: 'three-bears',
          pages: [
            { page_number: 1, audio_id: 'm1' },
            { page_number: 2, audio_id: 'm2' },
          ],
        },
      },
    });
    expect(await loadDraft(draftKey('p1', 'c1'))).toBeUndefined();
  });

  it('offers to write a family story from the picker, coming back to this conversation', async () => {
    serve();
    open();
    await screen.findByRole('button', { name: /The Three Bears/ });
    const write = screen.getByRole('link', { name: 'Write a Family Story' });
    expect(write).toHaveAttribute('href', '/stories');
    await userEvent.click(write);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
  });

  it('sends no recording of a page the family story no longer has', async () => {
    const calls = serve();
    const recording = (id: string) => ({
      bytes: new ArrayBuffer(8),
      type: 'audio/webm',
      duration_ms: 1000,
      client_id: id,
    });
    // Recorded when the book had five pages; it was shortened to three on the stories screen.
    await saveDraft({
      key: draftKey('p1', 'c1'),
      client_id: 'read-1',
      story_id: 'three-bears',
      page_index: 4,
      pages: { 0: recording('u1'), 4: recording('u5') },
    });
    const onSent = vi.fn();
    open(onSent);
    expect(await screen.findByText('Page 3 of 3 · 1 recorded')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Send story (1 of 3 pages recorded)' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Send the story?' });
    expect(ask).toHaveTextContent('Pages 2 and 3 have no recording yet.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Send anyway' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(calls.filter((c) => c.url.includes('/media?'))).toHaveLength(1);
    const sent = calls.find((c) => c.url.endsWith('/messages'))!;
    expect(sent.body).toEqual({
      message: {
        client_id: 'read-1',
        story: { story_id: 'three-bears', pages: [{ page_number: 1, audio_id: 'm1' }] },
      },
    });
  });

  it('says when no page has a recording, and sends nothing until asked to', async () => {
    const calls = serve();
    const onSent = vi.fn();
    open(onSent);
    await userEvent.click(await screen.findByRole('button', { name: /The Three Bears/ }));
    await userEvent.click(
      screen.getByRole('button', { name: 'Send story (0 of 3 pages recorded)' }),
    );
    const ask = await screen.findByRole('alertdialog', { name: 'Send the story?' });
    expect(ask).toHaveTextContent('No page has a recording yet.');
    // It dims the book below it: its overlay is as high as the full-screen dialog.
    expect(document.querySelector('.bg-ink\\/50')).toHaveClass('z-50');
    await userEvent.click(within(ask).getByRole('button', { name: 'Go back' }));
    expect(screen.getByText('Page 1 of 3 · 0 recorded')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/messages'))).toBe(false);
    expect(onSent).not.toHaveBeenCalled();
  });
});
