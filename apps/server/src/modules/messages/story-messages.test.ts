import { beforeAll, describe, expect, it } from 'vitest';
import {
  builtInStories,
  MEDIA_MESSAGES,
  STORY_MESSAGES,
  type ConversationDetail,
  type Message,
  type MessageStory,
  type Story,
} from '@hearth/shared';
import { newId } from '../../lib/ids.js';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';
import { fetchMedia, fixture, sendVoice, uploaded } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { sweepUnsentMedia } from '../media/media.service.js';

type Family = { token: string; profile: { id: string }; conversation: { id: string } };
type StoryMessage = Message & { story: MessageStory };

describe.each(DIALECTS)('story messages and prompts on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  let n = 0;
  /** Grandma's family and a grandchild's, in one conversation. */
  const twoFamilies = () => t.api.grandmaAndGrandchild(`story-${++n}`, 'Bedtime');
  const send = (f: Family, message: Record<string, unknown>) =>
    t.api.post(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}/messages`,
      { message },
      f.token,
    );
  const detail = async (f: Family) => {
    const res = await t.api.get(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}`,
      f.token,
    );
    expect(res.statusCode).toBe(200);
    return res.json<ConversationDetail>();
  };
  const pagesOf = async (f: Family, numbers: number[]) => {
    const pages = [];
    for (const page_number of numbers) {
      pages.push({ page_number, audio_id: (await uploaded(t, f)).id });
    }
    return pages;
  };

  it('sends a read-aloud with no page recorded: every page shows its text only', async () => {
    const { gran } = await twoFamilies();
    const res = await send(gran, { story: { story_id: 'three-bears', pages: [] } });
    expect(res.statusCode).toBe(201);
    const message = res.json<StoryMessage>();
    expect(message).toMatchObject({
      kind: 'story',
      content: '',
      story: { id: 'three-bears', title: 'Goldilocks and the Three Bears', cover_emoji: '🐻' },
    });
    expect(message.audio).toBeUndefined();
    expect(message.story.pages).toHaveLength(6);
    expect(message.story.pages.every((p) => p.audio === null)).toBe(true);
    expect(message.story.pages[0]).toMatchObject({ page_number: 1, illustration: '🌲🏡🐻🐻🧸' });
  });

  it('sends some pages recorded, heard live and read back with links that play', async () => {
    const { gran, kid } = await twoFamilies();
    const socket = await TestSocket.connect(url, kid.token);
    const pages = await pagesOf(gran, [3, 1]);
    const res = await send(gran, { story: { story_id: 'red-riding-hood', pages } });
    expect(res.statusCode).toBe(201);
    const message = res.json<StoryMessage>();
    const recorded = message.story.pages.map((p) => p.audio?.id ?? null);
    expect(recorded).toEqual([pages[1]!.audio_id, null, pages[0]!.audio_id, null]);
    const audio = message.story.pages[0]!.audio!;
    expect(audio).toMatchObject({ mime_type: 'audio/webm', played_by: [] });
    expect(audio.duration_ms).toBeGreaterThan(1000);
    const played = await fetchMedia(t, audio.url);
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(fixture('voice.webm'))).toBe(true);

    const live = await socket.next((e) => e.type === 'message.created');
    expect(live).toMatchObject({ message: { id: message.id, kind: 'story' } });
    const heard = (live as { message: StoryMessage }).message;
    expect(heard.story.pages.map((p) => p.audio?.id ?? null)).toEqual(recorded);
    socket.close();

    const read = (await detail(kid)).messages.at(-1) as StoryMessage;
    expect(read.story.pages.map((p) => p.audio?.id ?? null)).toEqual(recorded);
    expect(read.story.title).toBe('Little Red Riding Hood');
    // A page's recording is carried by its message: the sweep of unsent uploads leaves it.
    await sweepUnsentMedia(t.app.ctx, Date.now() + 3 * 86_400_000);
    expect((await fetchMedia(t, read.story.pages[0]!.audio!.url)).statusCode).toBe(200);

    // Listening is marked per story: the sender sees who listened.
    const mark = await t.api.post(
      `/profiles/${kid.profile.id}/conversations/${kid.conversation.id}/messages/${message.id}/played`,
      undefined,
      kid.token,
    );
    expect(mark.statusCode).toBe(204);
    const after = (await detail(gran)).messages.at(-1) as StoryMessage;
    expect(after.story.pages[0]!.audio!.played_by).toEqual([kid.profile.id]);
  });

  it("copies a built-in story in the reader's language: Spanish for everyone, for good", async () => {
    const { gran, kid } = await twoFamilies();
    const patch = (language: string) =>
      t.api.patch(`/profiles/${gran.profile.id}`, { profile: { language } }, gran.token);
    expect((await patch('es')).statusCode).toBe(200);
    await t.api.patch(`/profiles/${kid.profile.id}`, { profile: { language: 'en' } }, kid.token);
    const pages = await pagesOf(gran, [1]);
    const res = await send(gran, { story: { story_id: 'three-little-pigs', pages } });
    expect(res.statusCode).toBe(201);
    const spanish = builtInStories('es')[2]!;
    const sent = res.json<StoryMessage>().story;
    expect(sent).toMatchObject({ id: 'three-little-pigs', title: 'Los tres cerditos' });
    expect(sent.pages.map((p) => [p.text, p.illustration])).toEqual(
      spanish.pages.map((p) => [p.text, p.illustration]),
    );
    // The grandson reads English, and hears the story in the words it was read in; so does
    // grandma after switching to English.
    expect((await patch('en')).statusCode).toBe(200);
    for (const reader of [kid, gran]) {
      const read = (await detail(reader)).messages.at(-1) as StoryMessage;
      expect(read.story.title).toBe('Los tres cerditos');
      expect(read.story.pages.map((p) => p.text)).toEqual(spanish.pages.map((p) => p.text));
      expect(read.story.pages[0]!.audio?.id).toBe(pages[0]!.audio_id);
    }
    // Read again in English now, it is copied in English.
    const again = await send(gran, { story: { story_id: 'three-little-pigs', pages: [] } });
    expect(again.json<StoryMessage>().story.title).toBe('The Three Little Pigs');
  });

  it('keeps the story as it was sent when the family edits or deletes it later', async () => {
    const { gran } = await twoFamilies();
    const created = await t.api.post(
      '/stories',
      {
        story: {
          title: 'The day we met',
          author: 'Grandma',
          cover_emoji: '💐',
          pages: [
            { text: 'It rained.', illustration: '🌧️' },
            { text: 'He had an umbrella.', illustration: '☂️' },
          ],
        },
      },
      gran.token,
    );
    const story = created.json<Story>();
    const pages = await pagesOf(gran, [1, 2]);
    const res = await send(gran, { story: { story_id: story.id, pages } });
    expect(res.statusCode).toBe(201);
    await t.api.patch(`/stories/${story.id}`, { story: { title: 'Changed' } }, gran.token);
    await t.api.delete(`/stories/${story.id}`, gran.token);
    const read = (await detail(gran)).messages.at(-1) as StoryMessage;
    expect(read.story).toMatchObject({ id: story.id, title: 'The day we met', cover_emoji: '💐' });
    expect(read.story.pages.map((p) => [p.text, p.audio?.id])).toEqual([
      ['It rained.', pages[0]!.audio_id],
      ['He had an umbrella.', pages[1]!.audio_id],
    ]);
  });

  it('refuses recordings that are not the sender’s unsent uploads to this conversation', async () => {
    const { gran, kid } = await twoFamilies();
    const other = await t.api.createConversation(gran.token, gran.profile.id, 'Elsewhere');
    const elsewhere = await uploaded(t, { ...gran, conversation: other });
    const refused = async (message: Record<string, unknown>, error: string, f: Family = gran) => {
      const res = await send(f, message);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error });
    };
    const story = (pages: unknown[], story_id = 'three-bears') => ({ story: { story_id, pages } });
    await refused(
      story([{ page_number: 1, audio_id: elsewhere.id }]),
      MEDIA_MESSAGES.audioNotYours,
    );
    const kids = await uploaded(t, kid);
    await refused(story([{ page_number: 1, audio_id: kids.id }]), MEDIA_MESSAGES.audioNotYours);
    const [page] = await pagesOf(gran, [1]);
    expect((await send(gran, story([page]))).statusCode).toBe(201);
    await refused(story([page]), MEDIA_MESSAGES.audioUsed);
    const voice = await uploaded(t, gran);
    expect((await sendVoice(t.api, gran, voice.id)).statusCode).toBe(201);
    await refused(story([{ page_number: 2, audio_id: voice.id }]), MEDIA_MESSAGES.audioUsed);
    const twice = await uploaded(t, gran);
    await refused(
      story([
        { page_number: 1, audio_id: twice.id },
        { page_number: 2, audio_id: twice.id },
      ]),
      MEDIA_MESSAGES.audioUsed,
    );
    await refused(story([{ page_number: 7, audio_id: twice.id }]), STORY_MESSAGES.pageUnknown);
    await refused(
      story([
        { page_number: 1, audio_id: twice.id },
        { page_number: 1, audio_id: (await uploaded(t, gran)).id },
      ]),
      STORY_MESSAGES.pageUnknown,
    );
    await refused(story([], 'no-such-story'), STORY_MESSAGES.storyUnknown);
    // Another family's story is not in this library.
    const theirs = await t.api.post(
      '/stories',
      {
        story: {
          title: 'Ours',
          author: 'Sam',
          cover_emoji: '🦖',
          pages: [{ text: 'Roar', illustration: '🦖' }],
        },
      },
      kid.token,
    );
    await refused(story([], theirs.json<Story>().id), STORY_MESSAGES.storyUnknown);
    await refused(
      { ...story([]), audio_id: (await uploaded(t, gran)).id },
      STORY_MESSAGES.storyWithAudio,
    );
    await refused({ story: { pages: [] } }, STORY_MESSAGES.storyUnknown);
    // An outsider learns nothing of the conversation: 404 before any check of the story.
    const stranger = await t.api.family(`story-stranger-${n}@example.org`);
    const outside = await send({ ...stranger, conversation: gran.conversation }, story([]));
    expect(outside.statusCode).toBe(404);
  });

  it('answers a retried read-aloud (same client id) with the stored message', async () => {
    const { gran } = await twoFamilies();
    const pages = await pagesOf(gran, [1, 2]);
    const body = { client_id: newId(), story: { story_id: 'three-little-pigs', pages } };
    const first = await send(gran, body);
    expect(first.statusCode).toBe(201);
    const again = await send(gran, body);
    expect(again.statusCode).toBe(200);
    expect(again.json<Message>().id).toBe(first.json<Message>().id);
  });

  it('attaches a story prompt to a text or voice message, and refuses an unknown one', async () => {
    const { gran, kid } = await twoFamilies();
    const asked = await send(kid, {
      content: 'Tell me about where you grew up!',
      prompt_id: 'house-grew-up-in',
    });
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toMatchObject({
      kind: 'text',
      prompt: { id: 'house-grew-up-in', emoji: '🏡', title: 'The house I grew up in' },
    });
    const voice = await uploaded(t, gran);
    const answered = await sendVoice(t.api, gran, voice.id, { prompt_id: 'house-grew-up-in' });
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({ kind: 'voice', prompt: { emoji: '🏡' } });
    const read = (await detail(kid)).messages.slice(-2);
    expect(read.map((m) => m.prompt?.id)).toEqual(['house-grew-up-in', 'house-grew-up-in']);
    const plain = await send(gran, { content: 'No prompt here' });
    expect(plain.json<Message>().prompt).toBeUndefined();
    const unknown = await send(gran, { content: 'Hi', prompt_id: 'nope' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: STORY_MESSAGES.promptUnknown });
  });
});
