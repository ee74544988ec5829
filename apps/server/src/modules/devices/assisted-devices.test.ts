import type { ChildDevice, Profile } from '@hearth/shared';
import { CHILD_MESSAGES, REALTIME_CLOSE } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { familyWithAssisted, linkDevice } from '../../test/assisted.js';
import { DIALECTS } from '../../test/databases.js';
import { sendMessage } from '../../test/helper.js';
import { TestSocket } from '../../test/socket.js';
import { useTestApp } from '../../test/use-test-app.js';

describe.each(DIALECTS)('an assisted profile’s tablet on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('is linked with a code, as a child’s device is, and signed in as that one profile', async () => {
    const fam = await familyWithAssisted(t.api, 'link@example.org');
    const again = await linkDevice(t.api, fam.token, fam.nana.id, 'Kitchen tablet');
    expect(again.profile).toEqual({
      id: fam.nana.id,
      nickname: 'Nana',
      kind: 'assisted',
      language: null,
    });
    expect((await t.api.get('/profiles', fam.tabletToken)).json<Profile[]>()).toEqual([
      { id: fam.nana.id, nickname: 'Nana', kind: 'assisted', language: null },
    ]);
    const me = await t.api.get('/auth/me', fam.tabletToken);
    expect(me.json().user.profile).toMatchObject({ id: fam.nana.id, kind: 'assisted' });
    // Her own conversations, read and written from the tablet.
    const base = `/profiles/${fam.nana.id}/conversations`;
    expect((await t.api.get(base, fam.tabletToken)).json()).toHaveLength(1);
    const said = await sendMessage(t.api, fam.tabletToken, fam.nana.id, fam.conversation.id, 'hi');
    expect(said.statusCode).toBe(201);
  });

  it('links only the account’s own assisted or child profiles', async () => {
    const fam = await familyWithAssisted(t.api, 'link-own@example.org');
    const other = await t.api.family('link-other@example.org', 'Joe');
    const link = (profileId: string, token: string) =>
      t.api.post(`/profiles/${profileId}/device_links`, undefined, token);
    expect((await link(fam.nana.id, other.token)).statusCode).toBe(404);
    expect((await link(fam.profile.id, fam.token)).statusCode).toBe(404);
    expect((await t.api.get(`/profiles/${fam.nana.id}/devices`, other.token)).statusCode).toBe(404);
  });

  it('reaches nothing of the account beyond its own profile', async () => {
    const fam = await familyWithAssisted(t.api, 'scope@example.org');
    const kid = await t.api.createProfile(fam.token, 'Lily');
    const pin = await t.api.request('PUT', '/account/pin', {
      token: fam.token,
      body: { pin: '2468' },
    });
    expect(pin.statusCode).toBe(204);
    const tablet = fam.tabletToken;
    const sam = fam.profile.id;
    const conversation = fam.conversation.id;
    const refused: [string, string, unknown?][] = [
      ['GET', `/profiles/${sam}/conversations`],
      ['GET', `/profiles/${sam}/conversations/${conversation}`],
      ['PATCH', `/profiles/${sam}`, { profile: { nickname: 'Hacked' } }],
      ['PATCH', `/profiles/${fam.nana.id}`, { profile: { nickname: 'Hacked' } }],
      ['DELETE', `/profiles/${kid.id}`],
      ['POST', '/profiles', { profile: { nickname: 'More' } }],
      ['GET', '/account/pin'],
      ['PUT', '/account/pin', { pin: '1111' }],
      ['GET', '/account/export'],
      ['GET', '/account/retention'],
      ['DELETE', '/account'],
      ['POST', `/profiles/${kid.id}/kid_session`],
      ['GET', `/profiles/${kid.id}/approvals`],
      ['GET', `/profiles/${kid.id}/activity`],
      ['PUT', `/profiles/${kid.id}/quiet_hours`, { quiet_hours: null }],
      ['POST', `/profiles/${fam.nana.id}/device_links`],
      ['GET', `/profiles/${fam.nana.id}/devices`],
      ['PUT', `/profiles/${fam.nana.id}/auto_answer`, { auto_answer: { profile_ids: [] } }],
      // The family PIN never turns her tablet into the account's session.
      ['POST', '/auth/unlock', { pin: '2468' }],
    ];
    for (const [method, path, body] of refused) {
      const res = await t.api.request(method as 'GET', path, { token: tablet, body });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().error, `${method} ${path}`).toBe(CHILD_MESSAGES.notAllowed);
    }
    // A send as another profile is not found (the send judges its session itself), as a child's.
    const send = await sendMessage(t.api, tablet, sam, conversation, 'as Sam');
    expect(send.statusCode).toBe(404);
    // Another profile's settings are not found; nothing above changed.
    expect((await t.api.get(`/profiles/${sam}/settings`, tablet)).statusCode).toBe(404);
    expect((await t.api.get(`/profiles/${kid.id}/settings`, tablet)).statusCode).toBe(404);
    const profiles = (await t.api.get('/profiles', fam.token)).json<Profile[]>();
    expect(profiles.map((p) => p.nickname)).toEqual(['Sam', 'Nana', 'Lily']);
    const room = await t.api.get(`/profiles/${sam}/conversations/${conversation}`, fam.token);
    expect(JSON.stringify(room.json().messages)).not.toContain('as Sam');
    expect((await t.api.get('/auth/me', tablet)).statusCode).toBe(200);
  });

  it('is listed and signed out from afar by the family; its socket closes at once', async () => {
    const fam = await familyWithAssisted(t.api, 'sign-out@example.org');
    const socket = await TestSocket.connect(url, fam.tabletToken);
    const listed = await t.api.get(`/profiles/${fam.nana.id}/devices`, fam.token);
    const devices = listed.json<ChildDevice[]>();
    expect(devices).toEqual([
      {
        id: expect.any(String),
        name: "Nana's tablet",
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
      },
    ]);
    const out = await t.api.delete(`/profiles/${fam.nana.id}/devices/${devices[0]!.id}`, fam.token);
    expect(out.statusCode).toBe(204);
    expect(await socket.closedWithin(2000)).toBe(REALTIME_CLOSE.unauthorized);
    expect((await t.api.get('/profiles', fam.tabletToken)).statusCode).toBe(401);
    expect((await t.api.get(`/profiles/${fam.nana.id}/devices`, fam.token)).json()).toEqual([]);
    // The account's own session is untouched.
    expect((await t.api.get('/profiles', fam.token)).statusCode).toBe(200);
  });
});
