import { beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, MESSAGES, type ConversationDetail, type Message } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { fetchMedia, fixture, sendVoice, uploaded, type VoiceMessage } from '../../test/media.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('voice messages on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  let n = 0;
  /** Grandma's family and a grandchild's, in one conversation. */
  const twoFamilies = () => t.api.grandmaAndGrandchild(`voice-${++n}`);

  const detail = async (f: {
    token: string;
    profile: { id: string };
    conversation: { id: string };
  }) => {
    const res = await t.api.get(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}`,
      f.token,
    );
    expect(res.statusCode).toBe(200);
    return res.json<ConversationDetail>();
  };
  const played = (
    f: { token: string; profile: { id: string }; conversation: { id: string } },
    messageId: string,
  ) =>
    t.api.post(
      `/profiles/${f.profile.id}/conversations/${f.conversation.id}/messages/${messageId}/played`,
      undefined,
      f.token,
    );

  it('sends a voice message whose audio plays from its link, with or without a caption', async () => {
    const { gran } = await twoFamilies();
    const media = await uploaded(t, gran, 'voice.m4a');
    const res = await sendVoice(t.api, gran, media.id);
    expect(res.statusCode).toBe(201);
    const message = res.json<VoiceMessage>();
    expect(message).toMatchObject({
      kind: 'voice',
      content: '',
      audio: {
        id: media.id,
        url: expect.stringMatching(/^\/api\/v1\/media\//),
        mime_type: 'audio/mp4',
        duration_ms: media.duration_ms,
        waveform: [0, 128, 255],
        played_by: [],
      },
    });
    const audio = await fetchMedia(t, message.audio.url);
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.equals(fixture('voice.m4a'))).toBe(true);

    const captioned = await sendVoice(t.api, gran, (await uploaded(t, gran)).id, {
      content: '  Hello, Sam!  ',
      waveform: undefined,
    });
    expect(captioned.statusCode).toBe(201);
    expect(captioned.json<VoiceMessage>()).toMatchObject({
      kind: 'voice',
      content: 'Hello, Sam!',
      audio: { mime_type: 'audio/webm', waveform: [] },
    });
  });

  it('shows kind and audio in the conversation, with a fresh link, and text as before', async () => {
    const { gran, kid } = await twoFamilies();
    await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'a text');
    const voice = (await sendVoice(t.api, gran, (await uploaded(t, gran)).id)).json<VoiceMessage>();
    const { messages } = await detail(kid);
    expect(messages.map((m) => m.kind)).toEqual(['text', 'voice']);
    expect(messages[0]).not.toHaveProperty('audio');
    // The link is signed afresh on every read (the same within an hour): compare the rest.
    const unsigned = (m: Message) => ({ ...m, audio: { ...m.audio!, url: '' } });
    expect(unsigned(messages[1]!)).toEqual(unsigned(voice));
    expect((await fetchMedia(t, messages[1]!.audio!.url)).statusCode).toBe(200);
  });

  it('answers a retried voice send with the stored message, once', async () => {
    const { gran } = await twoFamilies();
    const media = await uploaded(t, gran);
    const clientId = '01900000-0000-7000-8000-0000000000c1';
    const first = await sendVoice(t.api, gran, media.id, { client_id: clientId });
    const again = await sendVoice(t.api, gran, media.id, { client_id: clientId });
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<Message>().id).toBe(first.json<Message>().id);
    expect(again.json<Message>().audio?.id).toBe(media.id);
    expect((await detail(gran)).messages).toHaveLength(1);
  });

  it('refuses media that is not the sender’s upload to this conversation, or already sent', async () => {
    const { gran, kid } = await twoFamilies();
    const stranger = await t.api.family(`voice-stranger-${n}@example.org`);
    const elsewhere = await t.api.createConversation(gran.token, gran.profile.id, 'Elsewhere');
    const own = await uploaded(t, gran);
    const kids = await uploaded(t, kid);
    const strangers = await uploaded(t, stranger);
    const otherRoom = await uploaded(t, { ...gran, conversation: elsewhere });
    for (const audioId of [
      '01900000-0000-7000-8000-0000000000ff',
      kids.id,
      strangers.id,
      otherRoom.id,
    ]) {
      const res = await sendVoice(t.api, gran, audioId);
      expect(res.statusCode, audioId).toBe(422);
      expect(res.json().error).toBe(MEDIA_MESSAGES.audioNotYours);
    }
    expect((await sendVoice(t.api, gran, own.id)).statusCode).toBe(201);
    const twice = await sendVoice(t.api, gran, own.id);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().error).toBe(MEDIA_MESSAGES.audioUsed);
    // Two different sends racing for one upload: one message carries it.
    const raced = await uploaded(t, gran);
    const both = await Promise.all([
      sendVoice(t.api, gran, raced.id),
      sendVoice(t.api, gran, raced.id),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect((await detail(gran)).messages.filter((m) => m.audio?.id === raced.id)).toHaveLength(1);
  });

  it('validates the voice send body, 401 first', async () => {
    const { gran } = await twoFamilies();
    const media = await uploaded(t, gran);
    const path = `/profiles/${gran.profile.id}/conversations/${gran.conversation.id}/messages`;
    const cases: [unknown, string][] = [
      [{ content: '', audio_id: media.id, waveform: [0, 256] }, MEDIA_MESSAGES.waveformInvalid],
      [{ content: '', audio_id: media.id, waveform: [1.5] }, MEDIA_MESSAGES.waveformInvalid],
      [
        { content: '', audio_id: media.id, waveform: Array(65).fill(1) },
        MEDIA_MESSAGES.waveformInvalid,
      ],
      [{ content: '', audio_id: media.id, waveform: 'loud' }, MEDIA_MESSAGES.waveformInvalid],
      [{ content: 'hi', waveform: [1, 2] }, MEDIA_MESSAGES.waveformWithoutAudio],
      [{ content: '' }, MESSAGES.contentRequired],
      [{ content: '', audio_id: 'not-an-id' }, MEDIA_MESSAGES.audioNotYours],
      [{ content: 'x'.repeat(4001), audio_id: media.id }, MESSAGES.contentTooLong],
    ];
    for (const [message, error] of cases) {
      const res = await t.api.post(path, { message }, gran.token);
      expect(res.statusCode, JSON.stringify(message)).toBe(422);
      expect(res.json().errors).toContain(error);
    }
    const anonymous = await t.api.post(path, { message: { content: '', audio_id: media.id } });
    expect(anonymous.statusCode).toBe(401);
    expect((await detail(gran)).messages).toEqual([]);
  });

  it('refuses an unsent upload too old to be kept until it is stored', async () => {
    const { gran } = await twoFamilies();
    const media = await uploaded(t, gran);
    const old = new Date(Date.now() - 23.5 * 3600_000).toISOString();
    await t.app.ctx.db
      .updateTable('media')
      .set({ created_at: old })
      .where('id', '=', media.id)
      .execute();
    const res = await sendVoice(t.api, gran, media.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(MEDIA_MESSAGES.audioExpired);
  });

  it('delivers it live and on catch-up, and tells the sender who listened', async () => {
    const { gran, kid } = await twoFamilies();
    const granSocket = await TestSocket.connect(url, gran.token);
    const kidSocket = await TestSocket.connect(url, kid.token);
    try {
      const sent = (
        await sendVoice(t.api, gran, (await uploaded(t, gran)).id)
      ).json<VoiceMessage>();
      const live = await kidSocket.next((e) => e.type === 'message.created');
      expect(live).toMatchObject({
        type: 'message.created',
        message: { id: sent.id, kind: 'voice' },
      });
      const liveUrl = live.type === 'message.created' ? live.message.audio?.url : undefined;
      expect((await fetchMedia(t, liveUrl!)).statusCode).toBe(200);

      expect((await played(kid, sent.id)).statusCode).toBe(204);
      const heard = await granSocket.next((e) => e.type === 'message.played');
      expect(heard).toMatchObject({
        type: 'message.played',
        conversation_id: gran.conversation.id,
        message_id: sent.id,
        profile_id: kid.profile.id,
      });

      // A device that was away catches up on both, from the log.
      const late = await TestSocket.connect(url, gran.token);
      late.send({ type: 'sync', cursors: { [`c:${gran.conversation.id}`]: 0 } });
      await late.next((e) => e.type === 'synced');
      const created = late.of('message.created').find((e) => e.message.id === sent.id);
      expect(created?.message.audio).toMatchObject({
        id: sent.audio.id,
        played_by: [kid.profile.id],
      });
      expect(late.of('message.played')).toHaveLength(1);
      late.close();
    } finally {
      granSocket.close();
      kidSocket.close();
    }
  });

  it('records a listen once, never for the sender’s own or a text message', async () => {
    const { gran, kid } = await twoFamilies();
    const stranger = await t.api.family(`voice-played-stranger-${n}@example.org`);
    const voice = (await sendVoice(t.api, gran, (await uploaded(t, gran)).id)).json<VoiceMessage>();
    const text = (
      await sendMessage(t.api, gran.token, gran.profile.id, gran.conversation.id, 'hi')
    ).json<Message>();
    expect((await played(kid, voice.id)).statusCode).toBe(204);
    expect((await played(kid, voice.id)).statusCode).toBe(204);
    expect((await played(gran, voice.id)).statusCode).toBe(204);
    const events = await t.app.ctx.db
      .selectFrom('events')
      .select('type')
      .where('stream', '=', `c:${gran.conversation.id}`)
      .where('type', '=', 'message.played')
      .execute();
    expect(events).toHaveLength(1);
    const { messages } = await detail(gran);
    expect(messages.find((m) => m.id === voice.id)?.audio?.played_by).toEqual([kid.profile.id]);

    const notVoice = await played(kid, text.id);
    expect(notVoice.statusCode).toBe(422);
    expect(notVoice.json().error).toBe(MEDIA_MESSAGES.notVoice);
    expect((await played(kid, '01900000-0000-7000-8000-0000000000aa')).statusCode).toBe(404);
    expect((await played(kid, 'nope')).statusCode).toBe(404);
    const outsider = await t.api.post(
      `/profiles/${stranger.profile.id}/conversations/${gran.conversation.id}/messages/${voice.id}/played`,
      undefined,
      stranger.token,
    );
    expect(outsider.statusCode).toBe(404);
    const anonymous = await t.api.post(
      `/profiles/${kid.profile.id}/conversations/${gran.conversation.id}/messages/${voice.id}/played`,
      undefined,
    );
    expect(anonymous.statusCode).toBe(401);
  });
});
