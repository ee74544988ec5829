import { CHILD_MESSAGES, conversationStream } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { settle, TestSocket } from '../../test/socket.js';
import { sync } from '../../test/sync.js';
import { familyWithChild, inviteInto } from '../../test/children.js';
import { inQuietHours, quietSince, wallClock } from './quiet-hours.js';
import { useTestApp } from '../../test/use-test-app.js';

const london = { start: '20:00', end: '07:00', time_zone: 'Europe/London' };
const tokyo = { start: '20:00', end: '07:00', time_zone: 'Asia/Tokyo' };

describe('quiet hours at their edges', () => {
  it.each([
    // London in winter is UTC; Tokyo is UTC+9 all year.
    [london, '2026-01-15T19:59:00Z', false],
    [london, '2026-01-15T20:00:00Z', true],
    [london, '2026-01-16T06:59:00Z', true],
    [london, '2026-01-16T07:00:00Z', false],
    [london, '2026-01-15T23:59:59Z', true],
    [london, '2026-01-16T00:00:00Z', true],
    // London in summer is UTC+1: 20:00 there is 19:00 UTC.
    [london, '2026-07-15T18:59:00Z', false],
    [london, '2026-07-15T19:00:00Z', true],
    [london, '2026-07-16T05:59:00Z', true],
    [london, '2026-07-16T06:00:00Z', false],
    [tokyo, '2026-01-15T10:59:00Z', false],
    [tokyo, '2026-01-15T11:00:00Z', true],
    [tokyo, '2026-01-15T21:59:00Z', true],
    [tokyo, '2026-01-15T22:00:00Z', false],
  ])('%o at %s: quiet %s', (quiet, at, expected) => {
    expect(inQuietHours(quiet, new Date(at))).toBe(expected);
  });

  it('handles hours within one day and equal ends', () => {
    const nap = { start: '13:00', end: '15:00', time_zone: 'Asia/Tokyo' };
    expect(inQuietHours(nap, new Date('2026-01-15T04:00:00Z'))).toBe(true); // 13:00 in Tokyo
    expect(inQuietHours(nap, new Date('2026-01-15T06:00:00Z'))).toBe(false); // 15:00
    expect(inQuietHours({ ...nap, end: '13:00' }, new Date('2026-01-15T04:00:00Z'))).toBe(false);
  });

  it('knows when the quiet hours under way began, across midnight', () => {
    expect(quietSince(london, new Date('2026-01-16T03:30:20Z'))?.toISOString()).toBe(
      '2026-01-15T20:00:00.000Z',
    );
    expect(quietSince(tokyo, new Date('2026-01-15T12:00:00Z'))?.toISOString()).toBe(
      '2026-01-15T11:00:00.000Z',
    );
    expect(quietSince(london, new Date('2026-01-16T12:00:00Z'))).toBeNull();
  });
});

describe.each(DIALECTS)('quiet hours on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  /** Quiet hours from an hour ago to an hour from now on the zone's clock. */
  function aroundNow(zone: string) {
    const at = (ms: number) => wallClock(zone, new Date(Date.now() + ms));
    return { start: at(-3_600_000), end: at(3_600_000), time_zone: zone };
  }

  it('validates the hours and turns them off with null', async () => {
    const fam = await familyWithChild(t.api, 'quiet-valid@example.org');
    const path = `/profiles/${fam.child.id}/quiet_hours`;
    for (const body of [
      { start: '25:00', end: '07:00', time_zone: 'Europe/London' },
      { start: '20:00', end: '7:00', time_zone: 'Europe/London' },
      { start: '20:00', end: '07:00', time_zone: 'Mars/Olympus' },
      { start: '20:00' },
    ]) {
      const res = await t.api.request('PUT', path, { token: fam.token, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error).toBe(CHILD_MESSAGES.quietHoursInvalid);
    }
    const set = await t.api.request('PUT', path, { token: fam.token, body: london });
    expect(set.json()).toMatchObject({ quiet_hours: london });
    const off = await t.api.request('PUT', path, { token: fam.token, raw: 'null' });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ quiet_hours: null, quiet_now: false });
    const adult = `/profiles/${fam.profile.id}/quiet_hours`;
    expect((await t.api.request('PUT', adult, { token: fam.token, body: london })).statusCode).toBe(
      404,
    );
  });

  it.each(['Europe/London', 'America/New_York'])(
    'holds sending and delivery in quiet hours (%s)',
    async (zone) => {
      const fam = await familyWithChild(t.api, `quiet-${zone.replace('/', '-')}@example.org`);
      const by = {
        token: fam.token,
        profileId: fam.profile.id,
        conversationId: fam.conversation.id,
      };
      await inviteInto(t.api, by, { token: fam.token, profileId: fam.child.id });
      await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'before bed');
      // Sent two hours ago, before the quiet hours below began.
      await t.app.ctx.db
        .updateTable('messages')
        .set({ created_at: new Date(Date.now() - 7_200_000).toISOString() })
        .where('content', '=', 'before bed')
        .execute();
      const base = `/profiles/${fam.child.id}/conversations/${fam.conversation.id}`;
      const cursor = (await t.api.get(base, fam.childToken)).json().event_seq as number;
      const socket = await TestSocket.connect(url, fam.childToken);
      const set = await t.api.request('PUT', `/profiles/${fam.child.id}/quiet_hours`, {
        token: fam.token,
        body: aroundNow(zone),
      });
      expect(set.statusCode).toBe(200);
      // The open socket learns the hours at once.
      await settle();
      const quietSocket = socket;

      const send = await sendMessage(t.api, fam.childToken, fam.child.id, fam.conversation.id, 'x');
      expect(send.statusCode).toBe(403);
      expect(send.json().error).toBe(CHILD_MESSAGES.quietHours);
      await sendMessage(t.api, fam.token, fam.profile.id, fam.conversation.id, 'at night');
      await settle();
      expect(quietSocket.of('message.created')).toEqual([]);
      const night = await t.api.get(base, fam.childToken);
      expect(night.json().messages.map((m: { content: string }) => m.content)).toEqual([
        'before bed',
      ]);
      const stream = conversationStream(fam.conversation.id);
      const held = await sync(quietSocket, { [stream]: cursor });
      expect(held.replayed).toEqual([]);
      // The parent's own view is untouched.
      const parent = await t.api.get(
        `/profiles/${fam.profile.id}/conversations/${fam.conversation.id}`,
        fam.token,
      );
      expect(parent.json().messages).toHaveLength(2);

      // Morning (the hours turned off here): what waited arrives.
      await t.api.request('PUT', `/profiles/${fam.child.id}/quiet_hours`, {
        token: fam.token,
        raw: 'null',
      });
      const morning = await t.api.get(base, fam.childToken);
      expect(morning.json().messages).toHaveLength(2);
      quietSocket.close();
    },
  );
});
