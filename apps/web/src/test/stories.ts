import type { Message, MessageStory, Story } from '@hearth/shared';
import { fakeFetch, type FakeCall } from './render';

const builtIn: Story = {
  id: 'three-bears',
  title: 'The Three Bears',
  author: 'A folk tale',
  cover_emoji: '🐻',
  built_in: true,
  pages: [{ page_number: 1, text: 'Deep in a wood', illustration: '🌲' }],
};

export function aFamilyStory(id: string, title: string, pages = 2): Story {
  return {
    id,
    title,
    author: 'Grandma',
    cover_emoji: '🚂',
    built_in: false,
    pages: Array.from({ length: pages }, (_, i) => ({
      page_number: i + 1,
      text: `Page ${i + 1} words`,
      illustration: '🌙',
    })),
  };
}

/** Grandma's Three Bears sent in a conversation, with the pages given (two silent ones if none). */
export function aStoryMessage(
  pages: MessageStory['pages'] = [
    { page_number: 1, text: 'Deep in a wood', illustration: '🌲', audio: null },
    { page_number: 2, text: 'Porridge', illustration: '🥣', audio: null },
  ],
): Message & { story: MessageStory } {
  return {
    id: 'm1',
    content: '',
    created_at: '2026-11-23T19:00:00.000Z',
    profile: { id: 'gran', nickname: 'Grandma' },
    client_id: null,
    kind: 'story',
    story: {
      id: 'three-bears',
      title: 'The Three Bears',
      author: 'A folk tale',
      cover_emoji: '🐻',
      pages,
    },
  };
}

type Write = { story: Omit<Story, 'id' | 'built_in' | 'pages'> & { pages: object[] } };

/**
 * The stories API at the network boundary, kept in memory like the server keeps it: a
 * built-in story first, then the family's own. `reject` answers the next write instead.
 */
export function fakeStoriesApi(own: Story[] = []) {
  const stories = [builtIn, ...own];
  let rejection: { status: number; body: unknown } | null = null;
  const numbered = (pages: object[]) => pages.map((p, i) => ({ page_number: i + 1, ...p }));
  const calls = fakeFetch((call: FakeCall) => {
    const id = call.url.split('/stories/')[1];
    if (call.method === 'GET') return { status: 200, body: stories };
    if (rejection) {
      const answer = rejection;
      rejection = null;
      return answer;
    }
    const index = stories.findIndex((s) => s.id === id);
    if (call.method === 'DELETE') {
      if (index < 0) return { status: 404, body: { error: 'Not found' } };
      stories.splice(index, 1);
      return { status: 204 };
    }
    const { story } = call.body as Write;
    if (call.method === 'POST') {
      const created = { ...story, id: `s${stories.length}`, built_in: false };
      stories.push({ ...created, pages: numbered(story.pages) } as Story);
      return { status: 201, body: stories.at(-1) };
    }
    const changed = { ...stories[index]!, ...story, pages: numbered(story.pages) } as Story;
    stories[index] = changed;
    return { status: 200, body: changed };
  });
  return {
    calls,
    writes: () => calls.filter((c) => c.method !== 'GET'),
    reject: (status: number, body: unknown) => (rejection = { status, body }),
  };
}
