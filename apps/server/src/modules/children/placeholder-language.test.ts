import type { ConversationDetail, ConversationSummary } from '@hearth/shared';
import { CHILD_MESSAGES, waitingChild } from '@hearth/shared';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

/**
 * What the pairwise rule shows in place of a name or a title is said in the viewer's language:
 * the child's, and the newcomer's who sees the child only as "waiting".
 */
describe.each(DIALECTS)('placeholders in the viewer’s language on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** Nana's room with her child Lily in it, then a stranger her parent has not said yes to. */
  async function lilyAndAStranger(tag: string) {
    const nana = await familyWithChild(t.api, `nana-${tag}@example.org`);
    const conversationId = nana.conversation.id;
    const by = { token: nana.token, profileId: nana.profile.id, conversationId };
    await inviteInto(t.api, by, { token: nana.token, profileId: nana.child.id });
    const stranger = await t.api.family(`stranger-${tag}@example.org`, 'Stranger', 'Other');
    await inviteInto(t.api, by, { token: stranger.token, profileId: stranger.profile.id });
    return { nana, stranger, conversationId };
  }

  const seenBy = async (token: string, profileId: string, conversationId: string) => {
    const list = await t.api.get(`/profiles/${profileId}/conversations`, token);
    expect(list.statusCode).toBe(200);
    const detail = await t.api.get(`/profiles/${profileId}/conversations/${conversationId}`, token);
    expect(detail.statusCode).toBe(200);
    const summary = list.json<ConversationSummary[]>().find((c) => c.id === conversationId)!;
    return { summary, detail: detail.json<ConversationDetail>() };
  };

  it('shows an Arabic child the Arabic placeholders, and an English one the English', async () => {
    const { nana, stranger, conversationId } = await lilyAndAStranger('ar');
    const lily = nana.child.id;
    const chose = await t.api.patch(
      `/profiles/${lily}`,
      { profile: { language: 'ar' } },
      nana.token,
    );
    expect(chose.statusCode).toBe(200);

    const { summary, detail } = await seenBy(nana.childToken, lily, conversationId);
    const someoneNew = {
      id: stranger.profile.id,
      nickname: 'شخص جديد (بانتظار موافقة أحد الكبار)',
    };
    for (const seen of [summary, detail]) {
      expect(seen.title).toBe('بانتظار موافقة أحد الكبار');
      expect(seen.participants).toContainEqual(someoneNew);
      expect(JSON.stringify(seen)).not.toContain('Stranger');
    }

    // Back to English: the same answers in the contract's words.
    const back = await t.api.patch(
      `/profiles/${lily}`,
      { profile: { language: 'en' } },
      nana.token,
    );
    expect(back.statusCode).toBe(200);
    const english = await seenBy(nana.childToken, lily, conversationId);
    for (const seen of [english.summary, english.detail]) {
      expect(seen.title).toBe(CHILD_MESSAGES.pausedTitle);
      expect(seen.participants).toContainEqual({
        id: stranger.profile.id,
        nickname: CHILD_MESSAGES.someoneNew,
      });
    }
  });

  it('shows the newcomer the waiting child in the newcomer’s own language', async () => {
    const { nana, stranger, conversationId } = await lilyAndAStranger('de');
    const waiting = async () => {
      const seen = await seenBy(stranger.token, stranger.profile.id, conversationId);
      return [seen.summary, seen.detail].map(
        (s) => s.participants.find((p) => p.id === nana.child.id)?.nickname,
      );
    };
    // A profile that has not chosen a language reads English.
    expect(await waiting()).toEqual([waitingChild('Lily'), waitingChild('Lily')]);
    const chose = await t.api.patch(
      `/profiles/${stranger.profile.id}`,
      { profile: { language: 'de' } },
      stranger.token,
    );
    expect(chose.statusCode).toBe(200);
    const german = 'Lily (wartet auf einen Erwachsenen)';
    expect(await waiting()).toEqual([german, german]);
  });
});
