import { describe, expect, it } from 'vitest';
import { CALL_LIMITS, CALL_MESSAGES } from '@hearth/shared';
import { DIALECTS } from '../../test/databases.js';
import { nanaJoeAndLily } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

/** Whose calls a profile answers by itself: people it shares a conversation with, never a child. */
describe.each(DIALECTS)('auto-answer on %s', (dialect) => {
  const t = useTestApp(dialect);
  const path = (profileId: string) => `/profiles/${profileId}/auto_answer`;
  const put = (profileId: string, body: unknown, token: string) =>
    t.api.request('PUT', path(profileId), { token, body });
  const ids = (profile_ids: unknown) => ({ auto_answer: { profile_ids } });

  it('is off by default and keeps the people the profile shares a conversation with', async () => {
    const { nana, joe, conversationId } = await nanaJoeAndLily(t.api, `auto-${dialect}`);
    const first = await t.api.get(path(joe.profile.id), joe.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ auto_answer: { profile_ids: [] } });

    // Grandpa Joe's tablet answers Nana and Lily; a repeated id counts once.
    const both = [nana.profile.id, nana.child.id, nana.profile.id];
    const set = await put(joe.profile.id, ids(both), joe.token);
    expect(set.statusCode).toBe(200);
    const expected = [nana.profile.id, nana.child.id].sort();
    expect(set.json()).toEqual({ auto_answer: { profile_ids: expected } });
    expect((await t.api.get(path(joe.profile.id), joe.token)).json().auto_answer).toEqual({
      profile_ids: expected,
    });

    // Nana leaves the conversation: she no longer counts.
    const left = await t.api.post(
      `/profiles/${nana.profile.id}/conversations/${conversationId}/leave`,
      undefined,
      nana.token,
    );
    expect(left.statusCode).toBeLessThan(300);
    expect((await t.api.get(path(joe.profile.id), joe.token)).json().auto_answer).toEqual({
      profile_ids: [nana.child.id],
    });
    // An empty list turns it off.
    expect((await put(joe.profile.id, ids([]), joe.token)).json().auto_answer).toEqual({
      profile_ids: [],
    });
  });

  it('refuses strangers, itself, bad bodies, too long a list, and a child’s profile', async () => {
    const { nana, joe } = await nanaJoeAndLily(t.api, `auto-no-${dialect}`);
    const stranger = await t.api.family(`auto-stranger-${dialect}@example.org`, 'S', 'S');
    for (const body of [ids([stranger.profile.id]), ids([joe.profile.id]), ids(['not-an-id'])]) {
      const res = await put(joe.profile.id, body, joe.token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: CALL_MESSAGES.autoAnswerStranger,
        error_codes: ['calls.autoAnswerStranger'],
      });
    }
    for (const body of [{}, { auto_answer: {} }, ids('x'), ids([1]), null]) {
      const res = await put(joe.profile.id, body, joe.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe(CALL_MESSAGES.autoAnswerInvalid);
    }
    const many = Array.from({ length: CALL_LIMITS.autoAnswerProfiles + 1 }, () => nana.profile.id);
    const tooMany = await put(joe.profile.id, ids(many), joe.token);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().error_codes).toEqual(['calls.autoAnswerTooMany']);
    // Exactly the limit is accepted (repeats count once, but the list's length is checked).
    const atLimit = many.slice(1);
    expect((await put(joe.profile.id, ids(atLimit), joe.token)).statusCode).toBe(200);

    // A child's profile: refused to its parent; the child's own session reads its (empty) list,
    // as an assisted tablet reads its own, and never changes it.
    const child = await put(nana.child.id, ids([nana.profile.id]), nana.token);
    expect(child.statusCode).toBe(403);
    expect(child.json()).toMatchObject({ error_codes: ['calls.autoAnswerChild'] });
    const own = await put(nana.child.id, ids([]), nana.childToken);
    expect(own.statusCode).toBe(403);
    const read = await t.api.get(path(nana.child.id), nana.childToken);
    expect(read.json()).toEqual({ auto_answer: { profile_ids: [] } });
    expect((await t.api.get(path(nana.profile.id), nana.childToken)).statusCode).toBe(403);

    // Another account's profile is unknown.
    expect((await t.api.get(path(joe.profile.id), nana.token)).statusCode).toBe(404);
    expect((await put(joe.profile.id, ids([]), stranger.token)).statusCode).toBe(404);
  });
});
