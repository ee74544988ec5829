import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrintedKeepsake } from '@hearth/shared';
import { fakeFetch, renderPage } from '@/test/render';
import { PrintedBookDialog } from './printed-book-dialog';

const book = (change: Partial<PrintedKeepsake>): { keepsake: PrintedKeepsake } => ({
  keepsake: {
    id: 'b1',
    status: 'making',
    progress: 0,
    title: 'Our year',
    conversation_id: 'c1',
    from: '2026-01-01',
    to: '2026-12-31',
    page_size: 'A5',
    created_at: '2026-11-27T10:00:00.000Z',
    download_url: null,
    ...change,
  },
});

function renderDialog() {
  return renderPage(
    <PrintedBookDialog
      open
      onOpenChange={() => undefined}
      profileId="gran"
      conversationId="c1"
      title="Family"
    />,
  );
}

describe('making a printed book', () => {
  it('says what the codes do, then shows the progress and the download', async () => {
    const calls = fakeFetch(
      { status: 202, body: book({}) },
      { status: 200, body: book({ progress: 40 }) },
      { status: 200, body: book({ status: 'ready', progress: 100, download_url: '/dl?sig=x' }) },
    );
    const { queryClient } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Make a printed book' })).toHaveTextContent(
      'The codes in the book play your family’s voices for anyone holding the book.',
    );
    const title = screen.getByLabelText('Title of the book');
    expect(title).toHaveValue('Family');
    await userEvent.clear(title);
    await userEvent.type(title, 'Our year');
    await userEvent.selectOptions(screen.getByLabelText('Page size'), 'letter');
    await userEvent.click(screen.getByRole('button', { name: 'Make the book' }));

    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/profiles/gran/keepsakes',
      body: {
        keepsake: { conversation_id: 'c1', title: 'Our year', page_size: 'letter' },
      },
    });
    const bar = await screen.findByRole('progressbar', { name: 'Making the book… 40%' });
    expect(bar).toHaveAttribute('value', '40');
    await queryClient.refetchQueries({ queryKey: ['keepsakes'] });
    const link = await screen.findByRole('link', { name: 'Download the book (PDF)' });
    expect(link).toHaveAttribute('href', '/dl?sig=x');
    expect(calls[1]!.url).toBe('/api/v1/profiles/gran/keepsakes/b1');
  });

  it("shows the server's sentence when a book is being made already", async () => {
    const error = 'A book is being made already: please wait until it is ready';
    fakeFetch({ status: 429, body: { error, code: 'rate_limited', errors: [error] } });
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Make the book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
  });
});
