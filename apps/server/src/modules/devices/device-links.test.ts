import type { ChildDevice, ChildSessionResponse, DeviceLinkResponse } from '@hearth/shared';
import { CHILD_LIMITS, CHILD_MESSAGES, DEVICE_LINK_ALPHABET, REALTIME_CLOSE } from '@hearth/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../test/databases.js';

import { TestSocket } from '../../test/socket.js';
import { newLinkCode } from './devices.service.js';
import { familyWithChild } from '../../test/children.js';
import { useTestApp } from '../../test/use-test-app.js';

describe('the device-link code space', () => {
  it("leaves the guesses the cluster answers in a code's lifetime a negligible share", () => {
    const space = DEVICE_LINK_ALPHABET.length ** CHILD_LIMITS.deviceLinkLength;
    expect(space).toBeGreaterThan(8.1e14);
    // Fixed windows: ten minutes overlap at most eleven one-minute windows.
    const { max, windowMs } = CHILD_LIMITS.deviceLinkFailures;
    const guesses = (CHILD_LIMITS.deviceLinkTtlMs / windowMs + 1) * max;
    expect(guesses).toBe(330);
    expect(guesses / space).toBeLessThan(5e-13);
  });
});

describe.each(DIALECTS)('device links on %s', (dialect) => {
  const t = useTestApp(dialect);
  let url: string;
  beforeAll(async () => {
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });

  const link = async (fam: { token: string; child: { id: string } }) => {
    const res = await t.api.post(`/profiles/${fam.child.id}/device_links`, undefined, fam.token);
    expect(res.statusCode).toBe(201);
    return res.json<DeviceLinkResponse>();
  };
  const redeem = (code: string, device_name = "Lily's tablet") =>
    t.api.post('/device_links/redeem', { code, device_name });

  it('makes 10-character codes without look-alikes, valid 10 minutes, stored hashed', async () => {
    const fam = await familyWithChild(t.api, 'codes@example.org');
    const made = await link(fam);
    expect(made.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{10}$/);
    const ttl = Date.parse(made.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
    const rows = await t.app.ctx.db.selectFrom('device_links').select('code_hash').execute();
    expect(JSON.stringify(rows)).not.toContain(made.code);
    expect(DEVICE_LINK_ALPHABET).toHaveLength(31);
    expect(new Set(DEVICE_LINK_ALPHABET).size).toBe(31);
    for (const letter of '01ILO') expect(DEVICE_LINK_ALPHABET).not.toContain(letter);
    for (let i = 0; i < 200; i += 1) expect(newLinkCode()).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
  });

  it('signs a device in as the child, once; lists it; signs it out closing its socket', async () => {
    const fam = await familyWithChild(t.api, 'redeem@example.org');
    // The tablet learns the child's language with its session, before any other request.
    await t.api.patch(`/profiles/${fam.child.id}`, { profile: { language: 'ar' } }, fam.token);
    const { code } = await link(fam);
    // Typed in lower case with a space, as a person might.
    const res = await redeem(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    expect(res.statusCode).toBe(201);
    const session = res.json<ChildSessionResponse>();
    expect(session.profile).toEqual({
      id: fam.child.id,
      nickname: 'Lily',
      kind: 'child',
      language: 'ar',
    });
    expect((await t.api.get('/profiles', session.access_token)).json()).toHaveLength(1);
    // One use.
    const again = await redeem(code);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toBe(CHILD_MESSAGES.codeInvalid);

    const socket = await TestSocket.connect(url, session.access_token);
    const listed = await t.api.get(`/profiles/${fam.child.id}/devices`, fam.token);
    const devices = listed.json<ChildDevice[]>();
    expect(devices).toEqual([
      {
        id: expect.any(String),
        name: "Lily's tablet",
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
      },
    ]);
    const out = await t.api.delete(
      `/profiles/${fam.child.id}/devices/${devices[0]!.id}`,
      fam.token,
    );
    expect(out.statusCode).toBe(204);
    expect(await socket.closedWithin(2000)).toBe(REALTIME_CLOSE.unauthorized);
    expect((await t.api.get('/profiles', session.access_token)).statusCode).toBe(401);
    expect((await t.api.get(`/profiles/${fam.child.id}/devices`, fam.token)).json()).toEqual([]);
    const twice = await t.api.delete(
      `/profiles/${fam.child.id}/devices/${devices[0]!.id}`,
      fam.token,
    );
    expect(twice.statusCode).toBe(404);
  });

  it('lets only one of two devices redeeming one code at the same moment in', async () => {
    const fam = await familyWithChild(t.api, 'race@example.org');
    const { code } = await link(fam);
    const both = await Promise.all([redeem(code, 'One'), redeem(code, 'Two')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 403]);
  });

  it('refuses an expired code, an unknown one and a nameless device', async () => {
    const fam = await familyWithChild(t.api, 'expired@example.org');
    const { code } = await link(fam);
    expect((await redeem(code, '  ')).statusCode).toBe(422);
    await t.app.ctx.db
      .updateTable('device_links')
      .set({ expires_at: new Date(Date.now() - 1).toISOString() })
      .execute();
    expect((await redeem(code)).statusCode).toBe(403);
    expect((await redeem('ABCDEFGH')).statusCode).toBe(403);
    expect((await redeem(code)).json().error).toBe(CHILD_MESSAGES.codeInvalid);
  });

  it('makes links for the account’s own children only', async () => {
    const fam = await familyWithChild(t.api, 'own-links@example.org');
    const adult = await t.api.post(
      `/profiles/${fam.profile.id}/device_links`,
      undefined,
      fam.token,
    );
    expect(adult.statusCode).toBe(404);
    const child = await t.api.post(
      `/profiles/${fam.child.id}/device_links`,
      undefined,
      fam.childToken,
    );
    expect(child.statusCode).toBe(403);
  });
});
