import type { ActivityResponse } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { fixture, sendVoice, uploaded } from '../../test/media.js';
import { storedPhoto, storedVideo } from '../../test/stored-media.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { dayIn } from './activity.js';
import { useTestApp } from '../../test/use-test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DIALECTS)('a child’s activity on %s', (dialect) => {
  const t = useTestApp(dialect);

  const at = (messageId: string, when: Date) =>
    t.app.ctx.db
      .updateTable('messages')
      .set({ created_at: when.toISOString() })
      .where('id', '=', messageId)
      .execute();

  it('counts messages and voice minutes per day for 30 days, numbers only', async () => {
    const nana = await familyWithChild(t.api, 'nana-activity@example.org');
    const joe = await t.api.family('joe-activity@example.org', 'Grandpa Joe', 'Joe');
    const conversationId = nana.conversation.id;
    const by = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, by, { token: joe.token, profileId: joe.profile.id });
    await inviteInto(t.api, by, { token: nana.token, profileId: nana.child.id });
    const lily = { token: nana.childToken, profile: nana.child, conversation: nana.conversation };
    const joeHere = { ...joe, conversation: nana.conversation };

    const say = async (who: { token: string; profile: { id: string } }, text: string) => {
      const res = await sendMessage(t.api, who.token, who.profile.id, conversationId, text);
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const voice = async (who: typeof lily, seconds: number) => {
      const media = await uploaded(t, who);
      await t.app.ctx.db
        .updateTable('media')
        .set({ duration_ms: seconds * 1000 })
        .where('id', '=', media.id)
        .execute();
      const res = await sendVoice(t.api, who, media.id);
      expect(res.statusCode).toBe(201);
      return res.json().id as string;
    };
    const pictures = async (who: typeof joeHere, message: Record<string, unknown>) => {
      const res = await t.api.post(
        `/profiles/${who.profile.id}/conversations/${conversationId}/messages`,
        { message: { content: '', ...message } },
        who.token,
      );
      expect(res.statusCode).toBe(201);
    };
    const lilyUploads = { ...lily, user: nana.user };
    await pictures(joeHere, {
      photo_ids: [(await storedPhoto(t, joeHere)).id, (await storedPhoto(t, joeHere)).id],
    });
    await pictures(lilyUploads, { photo_ids: [(await storedPhoto(t, lilyUploads)).id] });
    await pictures(lilyUploads, {
      video_id: (await storedVideo(t, lilyUploads, fixture('video.webm'))).id,
    });
    const hiNana = await say(lily, 'hi Nana');
    await say(lily, 'and Joe');
    await voice(lily, 90);
    const helloLove = await say(nana, 'hello love');
    // Reactions count as messages: Lily's heart as sent, Joe's thumbs-up as received.
    const react = (who: { token: string; profile: { id: string } }, id: string, emoji: string) =>
      t.api.put(
        `/profiles/${who.profile.id}/conversations/${conversationId}/messages/${id}/reactions/${encodeURIComponent(emoji)}`,
        who.token,
      );
    expect((await react(lily, helloLove, '❤️')).statusCode).toBe(204);
    expect((await react(joeHere, hiNana, '👍')).statusCode).toBe(204);
    await voice(joeHere, 30);
    const threeDaysAgo = await say(joeHere, 'older');
    await at(threeDaysAgo, new Date(Date.now() - 3 * DAY_MS));
    const tooOld = await say(lily, 'long ago');
    await at(tooOld, new Date(Date.now() - 40 * DAY_MS));
    // Lily joined ten days ago: what was said before she came is not hers.
    await t.app.ctx.db
      .updateTable('participants')
      .set({ joined_at: new Date(Date.now() - 10 * DAY_MS).toISOString() })
      .where('profile_id', '=', nana.child.id)
      .execute();
    const beforeLily = await say(joeHere, 'before Lily came');
    await at(beforeLily, new Date(Date.now() - 20 * DAY_MS));
    // A stranger the parent never approved: the child hears nothing, so nothing is counted.
    const stranger = await t.api.family('stranger-activity@example.org', 'Stranger', 'S');
    await inviteInto(
      t.api,
      { token: joe.token, profileId: joe.profile.id, conversationId },
      { token: stranger.token, profileId: stranger.profile.id },
    );
    await say(stranger, 'unheard');
    // The stranger may not hear Lily, so may not react to her; its reaction to Nana's is unheard.
    expect((await react(stranger, hiNana, '🎉')).statusCode).toBe(404);
    expect((await react(stranger, helloLove, '🎉')).statusCode).toBe(204);

    const res = await t.api.get(`/profiles/${nana.child.id}/activity`, nana.token);
    expect(res.statusCode).toBe(200);
    const { time_zone, days } = res.json<ActivityResponse>();
    expect(time_zone).toBe('UTC');
    expect(days).toHaveLength(30);
    const today = dayIn('UTC', new Date());
    expect(days.at(-1)).toEqual({
      date: today,
      messages_sent: 6,
      messages_received: 4,
      voice_minutes_sent: 1.5,
      voice_minutes_received: 0.5,
      // Photos, not messages: Joe's one message carried two.
      photos_sent: 1,
      photos_received: 2,
      videos_sent: 1,
      videos_received: 0,
      call_minutes: 0,
    });
    expect(days.find((d) => d.date === dayIn('UTC', new Date(Date.now() - 3 * DAY_MS)))).toEqual(
      expect.objectContaining({ messages_sent: 0, messages_received: 1 }),
    );
    const totals = days.reduce((sum, d) => sum + d.messages_sent + d.messages_received, 0);
    expect(totals).toBe(11);
    expect(JSON.stringify(res.json())).not.toMatch(/hi Nana|hello love|older/);
  });

  it('counts days in the family time zone and is the parent’s only', async () => {
    const nana = await familyWithChild(t.api, 'nana-zone@example.org');
    const quiet = { start: '20:00', end: '07:00', time_zone: 'Pacific/Auckland' };
    const set = await t.api.request('PUT', `/profiles/${nana.child.id}/quiet_hours`, {
      token: nana.token,
      body: quiet,
    });
    expect(set.statusCode).toBe(200);
    const res = await t.api.get(`/profiles/${nana.child.id}/activity`, nana.token);
    const body = res.json<ActivityResponse>();
    expect(body.time_zone).toBe('Pacific/Auckland');
    expect(body.days.at(-1)!.date).toBe(dayIn('Pacific/Auckland', new Date()));
    // Consecutive calendar days, none skipped or repeated.
    const dates = body.days.map((d) => Date.parse(`${d.date}T00:00:00Z`));
    expect(dates.slice(1).map((d, i) => d - dates[i]!)).toEqual(Array(29).fill(DAY_MS));

    const other = await t.api.family('other-zone@example.org', 'Other', 'O');
    expect((await t.api.get(`/profiles/${nana.child.id}/activity`, other.token)).statusCode).toBe(
      404,
    );
    expect((await t.api.get(`/profiles/${nana.profile.id}/activity`, nana.token)).statusCode).toBe(
      404,
    );
  });
});
