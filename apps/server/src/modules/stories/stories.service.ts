import {
  BUILT_IN_STORIES,
  builtInStories,
  STORY_LIMITS,
  STORY_MESSAGES,
  STORY_PROMPTS,
  storyPatchSchema,
  storyRequestSchema,
  type Language,
  type Story,
  type StoryPage,
  type StoryPrompt,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Row } from '../../db/schema.js';
import { HttpError, notFound, unprocessable } from '../../lib/http-error.js';
import { isId, newId, nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import * as repo from './stories.repository.js';

const forbidden = () => new HttpError(403, 'forbidden', STORY_MESSAGES.builtIn);

function numbered(pages: { text: string; illustration: string }[]): StoryPage[] {
  return pages.map((page, i) => ({ page_number: i + 1, ...page }));
}

function toStory(
  row: Pick<Row<'stories'>, 'id' | 'title' | 'author' | 'cover_emoji' | 'pages'>,
): Story {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    cover_emoji: row.cover_emoji,
    built_in: false,
    pages: JSON.parse(row.pages) as StoryPage[],
  };
}

/**
 * The built-in stories, then the account's own. With `profile_id` (one of the account's
 * profiles, else 404), the built-in ones are in that profile's language, read with the stories;
 * without it, in English.
 */
export async function listStories(
  ctx: AppContext,
  accountId: string,
  query: { profile_id?: unknown } = {},
): Promise<Story[]> {
  if (query.profile_id === undefined) {
    const own = await repo.listForAccount(ctx.db, accountId);
    return [...BUILT_IN_STORIES, ...own.map(toStory)];
  }
  const profileId = query.profile_id;
  if (typeof profileId !== 'string' || !isId(profileId)) throw notFound();
  const found = await repo.listForProfile(ctx.db, accountId, profileId);
  if (!found) throw notFound();
  return [...builtInStories(found.language), ...found.stories.map(toStory)];
}

/**
 * A story this account may read aloud: a built-in one (in the given language, English for null)
 * or its own; undefined otherwise.
 */
export async function findStory(
  ctx: Pick<AppContext, 'db'>,
  accountId: string,
  storyId: string,
  language: Language | null = null,
): Promise<Story | undefined> {
  const builtIn = builtInStories(language).find((story) => story.id === storyId);
  if (builtIn) return builtIn;
  if (!isId(storyId)) return undefined;
  const row = await repo.findOwned(ctx.db, accountId, storyId);
  return row ? toStory(row) : undefined;
}

export async function createStory(
  ctx: AppContext,
  accountId: string,
  input: unknown,
): Promise<Story> {
  const { story } = validate(storyRequestSchema, input);
  const now = nowIso();
  const row: Row<'stories'> = {
    id: newId(),
    account_id: accountId,
    title: story.title,
    author: story.author,
    cover_emoji: story.cover_emoji,
    pages: JSON.stringify(numbered(story.pages)),
    created_at: now,
    updated_at: now,
  };
  if (!(await repo.insertWithinCap(ctx.db, row, STORY_LIMITS.perAccount))) {
    throw unprocessable([STORY_MESSAGES.tooManyStories]);
  }
  return toStory(row);
}

/** 403 for a built-in story, 404 for one this account does not own (or no story at all). */
async function requireOwned(ctx: AppContext, accountId: string, id: string) {
  if (BUILT_IN_STORIES.some((story) => story.id === id)) throw forbidden();
  const row = isId(id) ? await repo.findOwned(ctx.db, accountId, id) : undefined;
  if (!row) throw notFound();
  return row;
}

export async function updateStory(
  ctx: AppContext,
  accountId: string,
  id: string,
  input: unknown,
): Promise<Story> {
  await requireOwned(ctx, accountId, id);
  const { story } = validate(storyPatchSchema, input);
  const { pages, ...fields } = story;
  const changes = {
    ...fields,
    ...(pages ? { pages: JSON.stringify(numbered(pages)) } : {}),
    updated_at: nowIso(),
  };
  const row = await repo.update(ctx.db, accountId, id, changes);
  if (!row) throw notFound();
  return toStory(row);
}

export async function deleteStory(ctx: AppContext, accountId: string, id: string): Promise<void> {
  await requireOwned(ctx, accountId, id);
  if (!(await repo.remove(ctx.db, accountId, id))) throw notFound();
}

export function listPrompts(): readonly StoryPrompt[] {
  return STORY_PROMPTS;
}
