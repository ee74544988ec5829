import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeFetch } from '@/test/render';
import { SaveBookMenu } from './save-book-menu';

function renderMenu() {
  render(
    <SaveBookMenu profileId="sam" conversationId="c1" messageId="m1" title="The Three Bears" />,
  );
}

describe('saving a read-aloud as a book', () => {
  it("downloads the EPUB and names the file by the story's title", async () => {
    const calls = fakeFetch({ status: 200, body: 'PK' });
    const created = vi.fn((_blob: Blob) => 'blob:book');
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }),
    );
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderMenu();

    await userEvent.click(screen.getByRole('button', { name: 'Story actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save as a book' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls[0]!.url).toBe('/api/v1/profiles/sam/conversations/c1/messages/m1/keepsake.epub');
    expect(clicked[0]!.download).toBe('The Three Bears.epub');
    expect(clicked[0]!.href).toBe('blob:book');
    expect(created.mock.calls[0]![0].type).toBe('application/epub+zip');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the book cannot be made', async () => {
    fakeFetch({ status: 422, body: { error: 'Only a read-aloud can be saved as a book' } });
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Story actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Save as a book' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The book could not be saved. Please try again.',
    );
  });
});
