import { beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationSummary, Message } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';

import { fetchMedia, sendVoice, uploaded, type VoiceMessage } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';

interface Member {
  token: string;
  profile: { id: string };
  conversation: { id: string };
}

const holderOf = (link: string) => new URL(link, 'http://x').searchParams.get('holder');
const urlsOf = (message: Message) =>
  [message.audio, ...(message.story?.pages.map((page) => page.audio) ?? [])].flatMap((audio) =>
    audio ? [audio.url] : [],
  );

describe.each(DIALECTS)('media links held by a profile on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  let n = 0;
  const twoFamilies = () => t.api.grandmaAndGrandchild(`holder-${++n}`);
  const path = (f: Member) => `/profiles/${f.profile.id}/conversations/${f.conversation.id}`;
  const messagesOf = async (f: Member) => {
    const res = await t.api.get(path(f), f.token);
    expect(res.statusCode).toBe(200);
    return res.json<ConversationDetail>().messages;
  };
  /** The link `f` reads for the voice message `id`. */
  const linkOf = async (f: Member, id: string) =>
    (await messagesOf(f)).find((m) => m.id === id)!.audio!.url;
  const plays = async (link: string) => (await fetchMedia(t, link)).statusCode;

  it('hands every reader, on every path, a link of its own that plays', async () => {
    const { gran, kid } = await twoFamilies();
    const socket = await TestSocket.connect(url, kid.token);
    try {
      const voice = (await sendVoice(t.api, gran, (await uploaded(t, gran)).id)).json<Message>();
      const pages = [{ page_number: 1, audio_id: (await uploaded(t, gran)).id }];
      const sent = await t.api.post(
        `${path(gran)}/messages`,
        { message: { story: { story_id: 'three-bears', pages } } },
        gran.token,
      );
      expect(sent.statusCode).toBe(201);
      const story = sent.json<Message>();
      const live = [
        await socket.next((e) => e.type === 'message.created' && e.message.id === voice.id),
        await socket.next((e) => e.type === 'message.created' && e.message.id === story.id),
      ].map((e) => (e as { message: Message }).message);
      socket.send({ type: 'sync', cursors: { [`c:${gran.conversation.id}`]: 0 } });
      await socket.next((e) => e.type === 'synced');
      const replayed = socket.of('message.created').slice(-2);
      const list = await t.api.get(`/profiles/${kid.profile.id}/conversations`, kid.token);
      const last = list.json<ConversationSummary[]>()[0]!.last_message!;

      const granUrls = [voice, story].flatMap(urlsOf);
      const kidUrls = [
        ...(await messagesOf(kid)).flatMap(urlsOf),
        ...live.flatMap(urlsOf),
        ...replayed.flatMap((e) => urlsOf(e.message)),
        ...urlsOf(last),
      ];
      expect(granUrls).toHaveLength(2);
      expect(kidUrls).toHaveLength(7);
      for (const link of granUrls) expect(holderOf(link)).toBe(gran.profile.id);
      for (const link of kidUrls) expect(holderOf(link)).toBe(kid.profile.id);
      for (const link of [...granUrls, ...kidUrls]) expect(await plays(link)).toBe(200);
    } finally {
      socket.close();
    }
  });

  it('stops playing a link once its holder leaves; the others’ links still play', async () => {
    const { gran, kid } = await twoFamilies();
    const sent = (await sendVoice(t.api, gran, (await uploaded(t, gran)).id)).json<VoiceMessage>();
    const kids = await linkOf(kid, sent.id);
    expect(await plays(kids)).toBe(200);

    expect((await t.api.post(`${path(kid)}/leave`, {}, kid.token)).statusCode).toBe(204);
    const after = await fetchMedia(t, kids);
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ code: 'not_found' });
    expect(await plays(sent.audio.url)).toBe(200);
  });

  it('stops playing a link once the creator removes its holder', async () => {
    const { gran, kid } = await twoFamilies();
    const sent = (await sendVoice(t.api, gran, (await uploaded(t, gran)).id)).json<VoiceMessage>();
    const kids = await linkOf(kid, sent.id);
    expect(await plays(kids)).toBe(200);

    const member = `${path(gran)}/participants/${kid.profile.id}`;
    expect((await t.api.delete(member, gran.token)).statusCode).toBe(204);
    expect(await plays(kids)).toBe(404);
    expect(await plays(sent.audio.url)).toBe(200);
  });

  it('refuses a link whose holder was changed to another profile, even one still there', async () => {
    const { gran, kid } = await twoFamilies();
    const sent = (await sendVoice(t.api, gran, (await uploaded(t, gran)).id)).json<VoiceMessage>();
    const kids = await linkOf(kid, sent.id);
    expect((await t.api.post(`${path(kid)}/leave`, {}, kid.token)).statusCode).toBe(204);
    const claimed = kids.replace(`holder=${kid.profile.id}`, `holder=${gran.profile.id}`);
    expect(claimed).not.toBe(kids);
    expect(await plays(claimed)).toBe(404);
  });
});
