import type { ProfileSettings } from '@hearth/shared';
import {
  CHILD_MESSAGES,
  DEFAULT_PROFILE_SETTINGS,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES,
} from '@hearth/shared';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { familyWithAssisted } from '../../test/assisted.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { DIALECTS } from '../../test/databases.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('profile settings on %s', (dialect) => {
  const t = useTestApp(dialect);
  const path = (profileId: string) => `/profiles/${profileId}/settings`;
  const read = async (profileId: string, token: string) => {
    const res = await t.api.get(path(profileId), token);
    expect(res.statusCode).toBe(200);
    return res.json<{ settings: ProfileSettings }>().settings;
  };
  const change = (profileId: string, token: string, settings: unknown) =>
    t.api.patch(path(profileId), { settings }, token);

  /** Nana's family, with Joe of another family in its room: someone to call. */
  async function withJoe(tag: string) {
    const fam = await familyWithAssisted(t.api, `${tag}@example.org`);
    const joe = await t.api.family(`${tag}-joe@example.org`, 'Joe');
    await inviteInto(
      t.api,
      { token: fam.token, profileId: fam.profile.id, conversationId: fam.conversation.id },
      { token: joe.token, profileId: joe.profile.id },
    );
    return { ...fam, joe };
  }

  it('starts from the defaults, read by the family and by the tablet for itself', async () => {
    const fam = await familyWithAssisted(t.api, 'defaults@example.org');
    expect(await read(fam.nana.id, fam.token)).toEqual(DEFAULT_PROFILE_SETTINGS);
    expect(await read(fam.nana.id, fam.tabletToken)).toEqual(DEFAULT_PROFILE_SETTINGS);
    expect(await read(fam.profile.id, fam.token)).toEqual(DEFAULT_PROFILE_SETTINGS);
    const other = await t.api.family('defaults-other@example.org', 'Joe');
    for (const id of [fam.nana.id, randomUUID(), 'not-an-id']) {
      expect((await t.api.get(path(id), other.token)).statusCode).toBe(404);
      expect((await change(id, other.token, { easy_mode: true })).statusCode).toBe(404);
    }
  });

  it('changes what is named and keeps the rest', async () => {
    const fam = await withJoe('partial');
    const room = fam.conversation.id;
    const first = await change(fam.nana.id, fam.token, {
      easy_mode: true,
      frame: {
        call_profile_ids: [fam.joe.profile.id, fam.profile.id],
        night: { start: '21:00', end: '07:00' },
      },
      shown_conversation_ids: [room],
    });
    expect(first.statusCode).toBe(200);
    const all: ProfileSettings = {
      easy_mode: true,
      frame: {
        call_profile_ids: [fam.joe.profile.id, fam.profile.id],
        night: { start: '21:00', end: '07:00' },
      },
      shown_conversation_ids: [room],
    };
    expect(first.json()).toEqual({ settings: all });
    // Only the night, inside frame: the call buttons stay.
    const night = await change(fam.nana.id, fam.token, { frame: { night: null } });
    expect(night.json().settings).toEqual({ ...all, frame: { ...all.frame, night: null } });
    const back = await change(fam.nana.id, fam.token, {
      easy_mode: false,
      shown_conversation_ids: null,
    });
    expect(back.json().settings).toEqual({
      easy_mode: false,
      frame: { call_profile_ids: all.frame.call_profile_ids, night: null },
      shown_conversation_ids: null,
    });
    expect(await read(fam.nana.id, fam.tabletToken)).toEqual(back.json().settings);
    // Someone who leaves the room drops off the buttons by themselves.
    const left = await t.api.post(
      `/profiles/${fam.joe.profile.id}/conversations/${room}/leave`,
      {},
      fam.joe.token,
    );
    expect(left.statusCode).toBe(204);
    expect((await read(fam.nana.id, fam.token)).frame.call_profile_ids).toEqual([fam.profile.id]);
  });

  it('answers every bad input 422 with its sentence, changing nothing', async () => {
    const fam = await withJoe('bad');
    const stranger = await t.api.family('bad-stranger@example.org', 'Stranger', 'Theirs');
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    const cases: [unknown, string][] = [
      [{}, SETTINGS_MESSAGES.invalid],
      [null, SETTINGS_MESSAGES.invalid],
      [{ easy_mode: 'yes' }, SETTINGS_MESSAGES.easyModeInvalid],
      [{ frame: 'on' }, SETTINGS_MESSAGES.invalid],
      [{ frame: { night: { start: '25:00', end: '07:00' } } }, SETTINGS_MESSAGES.nightInvalid],
      [{ frame: { night: { start: '21:00' } } }, SETTINGS_MESSAGES.nightInvalid],
      [{ frame: { night: { start: '9:00', end: '07:00' } } }, SETTINGS_MESSAGES.nightInvalid],
      [{ frame: { night: { start: '21:00', end: '21:00' } } }, SETTINGS_MESSAGES.nightInvalid],
      [{ frame: { night: '21:00-07:00' } }, SETTINGS_MESSAGES.nightInvalid],
      [{ frame: { call_profile_ids: 'Joe' } }, SETTINGS_MESSAGES.callButtonsInvalid],
      [{ frame: { call_profile_ids: [''] } }, SETTINGS_MESSAGES.callButtonsInvalid],
      [
        { frame: { call_profile_ids: ids(SETTINGS_LIMITS.frameCallButtons + 1) } },
        SETTINGS_MESSAGES.callButtonsTooMany,
      ],
      [
        { frame: { call_profile_ids: [stranger.profile.id] } },
        SETTINGS_MESSAGES.callButtonStranger,
      ],
      [{ frame: { call_profile_ids: [fam.nana.id] } }, SETTINGS_MESSAGES.callButtonStranger],
      [{ shown_conversation_ids: [stranger.conversation.id] }, SETTINGS_MESSAGES.shownInvalid],
      [{ shown_conversation_ids: [7] }, SETTINGS_MESSAGES.shownInvalid],
      [
        { shown_conversation_ids: ids(SETTINGS_LIMITS.shownConversations + 1) },
        SETTINGS_MESSAGES.shownTooMany,
      ],
      // A good part does not carry a bad one.
      [{ easy_mode: true, shown_conversation_ids: [randomUUID()] }, SETTINGS_MESSAGES.shownInvalid],
    ];
    for (const [settings, sentence] of cases) {
      const res = await change(fam.nana.id, fam.token, settings);
      expect(res.statusCode, JSON.stringify(settings)).toBe(422);
      expect(res.json(), JSON.stringify(settings)).toMatchObject({
        error: sentence,
        code: 'validation_failed',
        errors: [sentence],
      });
    }
    const bare = await t.api.patch(path(fam.nana.id), { easy_mode: true }, fam.token);
    expect(bare.statusCode).toBe(422);
    expect(await read(fam.nana.id, fam.token)).toEqual(DEFAULT_PROFILE_SETTINGS);
    const { account_id: accountId } = await t.app.ctx.db
      .selectFrom('profiles')
      .select('account_id')
      .where('id', '=', fam.nana.id)
      .executeTakeFirstOrThrow();
    const events = await t.app.ctx.db
      .selectFrom('events')
      .select('seq')
      .where('type', '=', 'profile.settings')
      .where('stream', '=', `a:${accountId}`)
      .execute();
    expect(events).toEqual([]);
  });

  it('takes as many call buttons and shown conversations as the limits allow', async () => {
    const fam = await withJoe('limits');
    const six = [fam.joe.profile.id, fam.profile.id];
    for (let i = 0; i < SETTINGS_LIMITS.frameCallButtons - 2; i += 1) {
      const cousin = await t.api.family(`limits-cousin-${i}@example.org`, `Cousin ${i}`);
      await inviteInto(
        t.api,
        { token: fam.token, profileId: fam.profile.id, conversationId: fam.conversation.id },
        { token: cousin.token, profileId: cousin.profile.id },
      );
      six.push(cousin.profile.id);
    }
    const res = await change(fam.nana.id, fam.token, { frame: { call_profile_ids: six } });
    expect(res.statusCode).toBe(200);
    expect(res.json().settings.frame.call_profile_ids).toEqual(six);
    // Named twice counts once.
    const twice = await change(fam.nana.id, fam.token, {
      frame: { call_profile_ids: [fam.joe.profile.id, fam.joe.profile.id] },
      shown_conversation_ids: [fam.conversation.id, fam.conversation.id],
    });
    expect(twice.json().settings).toMatchObject({
      frame: { call_profile_ids: [fam.joe.profile.id] },
      shown_conversation_ids: [fam.conversation.id],
    });
    const none = await change(fam.nana.id, fam.token, { shown_conversation_ids: [] });
    expect(none.json().settings.shown_conversation_ids).toEqual([]);
    // A hundred of her conversations, the most that may be chosen.
    const rooms = [fam.conversation.id];
    while (rooms.length < SETTINGS_LIMITS.shownConversations) {
      const room = await t.api.createConversation(fam.token, fam.nana.id, `Room ${rooms.length}`);
      rooms.push(room.id);
    }
    const hundred = await change(fam.nana.id, fam.token, { shown_conversation_ids: rooms });
    expect(hundred.statusCode).toBe(200);
    expect((await read(fam.nana.id, fam.tabletToken)).shown_conversation_ids).toEqual(rooms);
  });

  it('goes with its profile when the profile is deleted', async () => {
    const fam = await withJoe('deleted');
    const res = await change(fam.nana.id, fam.token, {
      frame: { call_profile_ids: [fam.joe.profile.id] },
    });
    expect(res.statusCode).toBe(200);
    const rows = () =>
      t.app.ctx.db
        .selectFrom('profile_settings')
        .select('profile_id')
        .where('profile_id', '=', fam.nana.id)
        .execute();
    expect(await rows()).toHaveLength(1);
    expect((await t.api.delete(`/profiles/${fam.nana.id}`, fam.token)).statusCode).toBe(204);
    expect(await rows()).toEqual([]);
    expect((await t.api.get(path(fam.nana.id), fam.token)).statusCode).toBe(404);
  });

  it('is changed by the family only: never from the tablet or a kid’s session', async () => {
    const fam = await familyWithAssisted(t.api, 'family-only@example.org');
    const kid = await familyWithChild(t.api, 'family-only-kid@example.org');
    for (const [token, id] of [
      [fam.tabletToken, fam.nana.id],
      [fam.tabletToken, fam.profile.id],
      [kid.childToken, kid.child.id],
    ] as const) {
      const res = await change(id, token, { easy_mode: true });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: SETTINGS_MESSAGES.familyOnly, code: 'forbidden' });
    }
    expect(await read(fam.nana.id, fam.token)).toEqual(DEFAULT_PROFILE_SETTINGS);
    // A child's settings: its parent changes them, the kid's session reads its own.
    const parent = await change(kid.child.id, kid.token, { easy_mode: true });
    expect(parent.statusCode).toBe(200);
    expect((await read(kid.child.id, kid.childToken)).easy_mode).toBe(true);
    expect((await t.api.get(path(kid.profile.id), kid.childToken)).statusCode).toBe(404);
    // The auto-answer list: read by the tablet, set by the family only.
    const auto = await t.api.get(`/profiles/${fam.nana.id}/auto_answer`, fam.tabletToken);
    expect(auto.json()).toEqual({ auto_answer: { profile_ids: [] } });
    const other = await t.api.get(`/profiles/${fam.profile.id}/auto_answer`, fam.tabletToken);
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe(CHILD_MESSAGES.notAllowed);
  });
});
