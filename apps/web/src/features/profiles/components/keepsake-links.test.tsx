import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeepsakeLinkBook } from '@hearth/shared';
import { fakeFetch, renderPage } from '@/test/render';
import { KeepsakeLinks } from './keepsake-links';

const ours: KeepsakeLinkBook = {
  id: 'b1',
  title: 'Our year',
  conversation_title: 'Family',
  created_at: '2026-11-27T10:00:00.000Z',
  link_count: 3,
  turned_off_at: null,
};

describe('Printed keepsake links', () => {
  it('lists each printed book and turns its codes off', async () => {
    const calls = fakeFetch(
      { status: 200, body: { books: [ours] } },
      { status: 200, body: { book: { ...ours, turned_off_at: '2026-11-28T10:00:00.000Z' } } },
    );
    renderPage(<KeepsakeLinks />);
    // Nothing is asked for until the section is opened.
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getByText('Printed keepsake links'));
    const row = (await screen.findByText('Our year')).closest('li')!;
    expect(row).toHaveTextContent('Made November 27, 2026, 3 codes');
    await userEvent.click(
      within(row).getByRole('button', { name: 'Turn off the codes of Our year' }),
    );
    expect(await within(row).findByText('Made November 27, 2026, codes turned off')).toBeVisible();
    expect(calls[1]).toMatchObject({
      method: 'POST',
      url: '/api/v1/account/keepsake-links/b1/turn-off',
    });
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
