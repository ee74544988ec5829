import { STORY_MESSAGES } from '@hearth/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { signIn, signOut } from '@/lib/session';
import { renderRoutes } from '@/test/render';
import { aFamilyStory, fakeStoriesApi } from '@/test/stories';
import { FamilyStoriesPage } from './family-stories-page';
import { StoryEditorPage } from './story-editor-page';

function Edit() {
  return <StoryEditorPage storyId={useParams().storyId} />;
}

function open(path: string) {
  return renderRoutes(
    [
      { path: '/stories', element: <FamilyStoriesPage /> },
      { path: '/stories/new', element: <StoryEditorPage /> },
      { path: '/stories/:storyId', element: <Edit /> },
    ],
    path,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

// A form of thirty pages takes a while to draw in jsdom on a busy machine.
describe('writing a family story', { timeout: 15_000 }, () => {
  beforeEach(() =>
    signIn('tok', {
      id: 'u1',
      email_address: 'gran@example.org',
      profile: { id: 'p1', nickname: 'Grandma' },
    }),
  );
  afterEach(() => signOut());

  it('writes a two-page story, with emoji from the grid, and lists it once saved', async () => {
    const api = fakeStoriesApi();
    open('/stories/new');
    expect(await screen.findByRole('heading', { name: 'Write a Story' })).toBeInTheDocument();
    expect(field('Author')).toHaveValue('Grandma');
    await userEvent.type(field('Title'), 'Our trip');
    await userEvent.click(screen.getByRole('button', { name: 'Choose an emoji for cover emoji' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use train' }));
    expect(field('Cover emoji')).toHaveValue('🚂');
    expect(screen.getByRole('button', { name: 'Use train' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.type(field('Text of page 1'), 'We took the train.');
    expect(field('Text of page 1')).toHaveAccessibleDescription('Required. 18 of 1,000 characters');
    await userEvent.click(field('Picture of page 1'));
    await userEvent.paste('🚂🌄');
    await userEvent.click(screen.getByRole('button', { name: 'Add a page' }));
    expect(field('Text of page 2')).toHaveFocus();
    await userEvent.type(field('Text of page 2'), 'Then we saw the sea.');
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose an emoji for picture of page 2' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add sea' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add sun' }));
    expect(field('Picture of page 2')).toHaveValue('🌊☀️');

    await userEvent.click(screen.getByRole('button', { name: 'Save Story' }));
    const list = await screen.findByRole('list', { name: 'Family stories' });
    expect(within(list).getByRole('heading', { name: 'Our trip' })).toBeInTheDocument();
    expect(
      within(list).getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Grandma · 2 pages',
      ),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/v1/stories',
        body: {
          story: {
            title: 'Our trip',
            author: 'Grandma',
            cover_emoji: '🚂',
            pages: [
              { text: 'We took the train.', illustration: '🚂🌄' },
              { text: 'Then we saw the sea.', illustration: '🌊☀️' },
            ],
          },
        },
      }),
    ]);
  });

  it('says beside each field what the shared rules ask for, and sends nothing', async () => {
    const api = fakeStoriesApi();
    open('/stories/new');
    await userEvent.clear(await screen.findByRole('textbox', { name: 'Author' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Story' }));

    expect(field('Title')).toHaveFocus();
    expect(field('Title')).toHaveAccessibleDescription(
      `Required, up to 100 characters ${STORY_MESSAGES.titleRequired}`,
    );
    expect(field('Author')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(STORY_MESSAGES.authorRequired)).toBeInTheDocument();
    // The emoji are optional: each says beforehand what a blank one becomes.
    expect(screen.queryByText(STORY_MESSAGES.coverRequired)).not.toBeInTheDocument();
    expect(field('Cover emoji')).toHaveAccessibleDescription(
      'Optional: left empty, the cover shows 📖. Up to 4 emoji',
    );
    expect(field('Text of page 1')).toHaveAccessibleDescription(
      `Required. 0 of 1,000 characters ${STORY_MESSAGES.pageTextRequired}`,
    );
    expect(screen.queryByText(STORY_MESSAGES.illustrationRequired)).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    // Once tried, a fix is acknowledged as it is typed.
    await userEvent.type(field('Title'), 'Our trip');
    expect(screen.queryByText(STORY_MESSAGES.titleRequired)).not.toBeInTheDocument();
  });

  it("shows the server's 422 sentences next to their field and the rest above the form", async () => {
    const api = fakeStoriesApi();
    open('/stories/new');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Title' }), 'Our trip');
    await userEvent.type(field('Cover emoji'), 'x');
    await userEvent.type(field('Text of page 1'), 'Once upon a time');
    await userEvent.type(field('Picture of page 1'), 'y');
    const errors = [STORY_MESSAGES.titleTooLong, STORY_MESSAGES.tooManyStories];
    api.reject(422, { error: errors[0], errors, code: 'validation_failed' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Story' }));

    await waitFor(() => expect(field('Title')).toHaveFocus());
    expect(field('Title')).toHaveAccessibleDescription(
      `Required, up to 100 characters ${STORY_MESSAGES.titleTooLong}`,
    );
    expect(screen.getByText(STORY_MESSAGES.tooManyStories)).toBeInTheDocument();

    // A sentence for no field is brought into view above the form.
    api.reject(422, { error: errors[1], errors: [errors[1]], code: 'validation_failed' });
    await userEvent.click(screen.getByRole('button', { name: 'Save Story' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(STORY_MESSAGES.tooManyStories),
    );
    expect(screen.getByRole('alert').parentElement).toHaveFocus();
    expect(field('Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('heading', { name: 'Write a Story' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Story' })).toBeEnabled();
  });

  it('edits a story: a new title, pages moved and removed, all pages sent again', async () => {
    const api = fakeStoriesApi([aFamilyStory('s1', 'Our trip')]);
    open('/stories/s1');
    expect(await screen.findByRole('heading', { name: 'Edit Story' })).toBeInTheDocument();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Our big trip');

    await userEvent.click(screen.getByRole('button', { name: 'Move up page 2' }));
    expect(field('Text of page 1')).toHaveValue('Page 2 words');
    // At the top it cannot go further up: the hand stays on the page, on its other move.
    expect(screen.getByRole('button', { name: 'Move down page 1' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Remove page 2' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove page 2?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Remove Page' }));
    expect(screen.queryByRole('textbox', { name: 'Text of page 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove page 1' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save Story' }));
    const list = await screen.findByRole('list', { name: 'Family stories' });
    expect(
      within(list).getByText(
        (_, el) => el?.tagName === 'P' && el.textContent === 'Grandma · 1 page',
      ),
    ).toBeInTheDocument();
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/v1/stories/s1',
        body: {
          story: {
            title: 'Our big trip',
            author: 'Grandma',
            cover_emoji: '🚂',
            pages: [{ text: 'Page 2 words', illustration: '🌙' }],
          },
        },
      }),
    ]);
  });

  it('asks before leaving unsaved changes, and offers no page past the 30th', async () => {
    const api = fakeStoriesApi([aFamilyStory('s1', 'Long', 30)]);
    open('/stories/s1');
    const add = await screen.findByRole('button', { name: 'Add a page' });
    expect(add).toBeDisabled();
    expect(screen.getByText('A story has at most 30 pages.')).toBeInTheDocument();
    expect(screen.getByText('30 of at most 30 pages')).toBeInTheDocument();

    await userEvent.click(field('Title'));
    await userEvent.paste(' and more');
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Family Stories' })).toBeInTheDocument();
    expect(api.writes()).toEqual([]);
  });

  it('says so when the story to edit is no longer there', async () => {
    fakeStoriesApi();
    open('/stories/gone');
    expect(await screen.findByRole('heading', { name: 'Story not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Family Stories' })).toHaveAttribute(
      'href',
      '/stories',
    );
  });
});
