import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LinkButton } from '@/components/ui/button';
import { renderRoutes } from '@/test/render';
import { aFamilyStory, fakeStoriesApi } from '@/test/stories';
import { FamilyStoriesPage } from './family-stories-page';

function open(initial = '/stories') {
  return renderRoutes(
    [
      { path: '/stories', element: <FamilyStoriesPage /> },
      { path: '/stories/*', element: <p>story form</p> },
      {
        // Read a Story opens the screen this way, naming the conversation to come back to.
        path: '/from-conversation',
        element: (
          <LinkButton to="/stories" state={{ from: '/conversations/c1' }}>
            Write a Family Story
          </LinkButton>
        ),
      },
    ],
    initial,
  );
}

describe('Family stories', () => {
  it("lists the family's own stories, not the built-in ones, each with Edit and Delete", async () => {
    fakeStoriesApi([aFamilyStory('s1', 'Our trip'), aFamilyStory('s2', 'The snow day', 1)]);
    open();
    const list = await screen.findByRole('list', { name: 'Family stories' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'Our trip',
      'The snow day',
    ]);
    expect(
      within(rows[1]!).getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Grandma · 1 page',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('The Three Bears')).not.toBeInTheDocument();
    // Who sees them, as it is: this account, and those a read-aloud is sent to.
    expect(
      screen.getByText(/Only you and the people you read them to can see these stories\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Only your family/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Our trip' })).toHaveAttribute(
      'href',
      '/stories/s1',
    );
    expect(screen.getByRole('button', { name: 'Delete Our trip' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write a Story' })).toHaveAttribute(
      'href',
      '/stories/new',
    );
    expect(screen.getByRole('link', { name: 'Back to profiles' })).toHaveAttribute(
      'href',
      '/profiles',
    );
  });

  it('deletes a story only once confirmed, then says so and keeps the hand on the page', async () => {
    const api = fakeStoriesApi([aFamilyStory('s1', 'Our trip')]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Our trip' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Delete Story' });
    expect(ask).toHaveTextContent('Delete “Our trip”? This cannot be undone.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(api.writes()).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Our trip' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Our trip' }));
    ask = await screen.findByRole('alertdialog', { name: 'Delete Story' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete Story' }));
    expect(await screen.findByText('No family stories yet')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('“Our trip” was deleted.');
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', url: '/api/v1/stories/s1' }),
    ]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Write a Story' })).toHaveFocus());
  });

  it('says when deleting failed and keeps the story', async () => {
    const api = fakeStoriesApi([aFamilyStory('s1', 'Our trip')]);
    open();
    api.reject(500, { error: 'Something went wrong on our side. Please try again.' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Our trip' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete Story' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete Story' }));
    expect(
      await screen.findByText('The story could not be deleted. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our trip' })).toBeInTheDocument();
  });

  it('leads back to the conversation whose Read a Story opened it', async () => {
    fakeStoriesApi();
    open('/from-conversation');
    await userEvent.click(screen.getByRole('link', { name: 'Write a Family Story' }));
    expect(await screen.findByText('No family stories yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the conversation' })).toHaveAttribute(
      'href',
      '/conversations/c1',
    );
  });
});
