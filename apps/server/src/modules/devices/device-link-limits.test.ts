import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHILD_LIMITS, CHILD_MESSAGES, type DeviceLinkResponse } from '@hearth/shared';
import { buildApp } from '../../app.js';
import { familyWithChild } from '../../test/children.js';
import { DIALECTS, migratedDatabase, type FreshDatabase } from '../../test/databases.js';
import { Api, testConfig } from '../../test/helper.js';
import { TestRedis } from '../../test/redis.js';
import { newLinkCode } from './devices.service.js';
import { useTestApp } from '../../test/use-test-app.js';

const PER_ADDRESS = 3;

const redeem = (api: Api, code: string, ip: string) =>
  api.request('POST', '/device_links/redeem', { body: { code, device_name: 'Tablet' }, ip });

const makeLink = (api: Api, token: string, childId: string) =>
  api.post(`/profiles/${childId}/device_links`, undefined, token);

async function link(api: Api, token: string, childId: string): Promise<string> {
  const res = await makeLink(api, token, childId);
  expect(res.statusCode).toBe(201);
  return res.json<DeviceLinkResponse>().code;
}

describe.each(DIALECTS)(
  'the limit on wrong device-link codes across addresses on %s',
  (dialect) => {
    describe.each(['memory', 'redis'] as const)('with counts in %s', (store) => {
      // One instance counting in memory, or two sharing their counts through a real Redis.
      const apis: Api[] = [];
      const apps: FastifyInstance[] = [];
      let database: FreshDatabase;
      let redis: TestRedis | null = null;
      beforeAll(async () => {
        database = await migratedDatabase(dialect);
        if (store === 'redis') redis = await TestRedis.start();
        const config = testConfig({ database: database.config, redisUrl: redis?.url ?? null });
        for (let i = 0; i < (store === 'redis' ? 2 : 1); i++) {
          const app = await buildApp(config);
          await app.ready();
          apps.push(app);
          apis.push(new Api(app));
        }
      });
      afterAll(async () => {
        for (const app of apps) await app.close();
        await redis?.stop();
        await database.drop();
      });

      it('answers 429 to everyone once the cluster has heard its wrong codes for the minute', async () => {
        const api = (i: number) => apis[i % apis.length]!;
        const fam = await familyWithChild(api(0), `global-${store}@example.org`);
        const { max } = CHILD_LIMITS.deviceLinkFailures;
        const wrong = async (i: number) =>
          (await redeem(api(i), newLinkCode(), `10.0.0.${i}`)).statusCode;
        for (let i = 1; i < max; i += 1) expect(await wrong(i)).toBe(403);
        // A right code is not a failure: it gives its try back.
        const right = await redeem(api(0), await link(api(0), fam.token, fam.child.id), '10.0.1.1');
        expect(right.statusCode).toBe(201);
        expect(await wrong(max)).toBe(403);

        // Each address has guessed once, far below its own limit; the cluster's is reached.
        const refused = await redeem(api(max + 1), newLinkCode(), '10.0.2.1');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({
          code: 'rate_limited',
          errors: [expect.any(String)],
        });
        const wait = Number(refused.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(CHILD_LIMITS.deviceLinkFailures.windowMs / 1000);
        // Even a right code waits (trying it would be a guess), and stays unspent for later.
        const code = await link(api(1), fam.token, fam.child.id);
        expect((await redeem(api(1), code, '10.0.2.2')).statusCode).toBe(429);
        const unspent = await apps[0]!.ctx.db
          .selectFrom('device_links')
          .select('id')
          .where('used_at', 'is', null)
          .execute();
        expect(unspent).toHaveLength(1);
      });
    });
  },
);

describe.each(DIALECTS)(
  'the limits of device links per address and per account on %s',
  (dialect) => {
    const t = useTestApp(dialect, {
      rateLimits: {
        loginFailures: { max: PER_ADDRESS, windowMs: 60_000 },
        registrations: { max: 1000, windowMs: 60_000 },
      },
    });

    it('answers 429 to an address after its wrong codes, and to it alone', async () => {
      const fam = await familyWithChild(t.api, 'per-address@example.org');
      const code = await link(t.api, fam.token, fam.child.id);
      for (let i = 0; i < PER_ADDRESS; i += 1) {
        expect((await redeem(t.api, newLinkCode(), '10.1.0.1')).statusCode).toBe(403);
      }
      expect((await redeem(t.api, newLinkCode(), '10.1.0.1')).statusCode).toBe(429);
      expect((await redeem(t.api, code, '10.1.0.1')).statusCode).toBe(429);
      expect((await redeem(t.api, newLinkCode(), '10.1.0.2')).statusCode).toBe(403);
      expect((await redeem(t.api, code, '10.1.0.3')).statusCode).toBe(201);
    });

    it(`keeps at most ${CHILD_LIMITS.deviceLinksLive} codes of an account waiting at once`, async () => {
      const fam = await familyWithChild(t.api, 'live-codes@example.org');
      const brother = await t.api.createProfile(fam.token, 'Max');
      const codes = [];
      for (let i = 0; i < CHILD_LIMITS.deviceLinksLive; i += 1) {
        codes.push(await link(t.api, fam.token, i % 2 === 0 ? fam.child.id : brother.id));
      }
      const more = await makeLink(t.api, fam.token, brother.id);
      expect(more.statusCode).toBe(422);
      expect(more.json()).toEqual({
        error: CHILD_MESSAGES.tooManyLinks,
        code: 'validation_failed',
        errors: [CHILD_MESSAGES.tooManyLinks],
        error_codes: ['children.tooManyLinks'],
      });
      const db = t.app.ctx.db;
      const stored = () => db.selectFrom('device_links').select('id').execute();
      const before = (await stored()).length;
      expect((await makeLink(t.api, fam.token, fam.child.id)).statusCode).toBe(422);
      expect(await stored()).toHaveLength(before);

      // A used code and an expired one wait no longer: each frees a place.
      expect((await redeem(t.api, codes[0]!, '10.2.0.1')).statusCode).toBe(201);
      await link(t.api, fam.token, fam.child.id);
      const waiting = await db
        .selectFrom('device_links')
        .select('id')
        .where('profile_id', 'in', [fam.child.id, brother.id])
        .where('used_at', 'is', null)
        .execute();
      await db
        .updateTable('device_links')
        .set({ expires_at: new Date(Date.now() - 1).toISOString() })
        .where('id', '=', waiting[0]!.id)
        .execute();
      await link(t.api, fam.token, brother.id);
      expect((await makeLink(t.api, fam.token, brother.id)).statusCode).toBe(422);
    });

    it('counts codes asked for at the same moment one at a time', async () => {
      const fam = await familyWithChild(t.api, 'live-race@example.org');
      const all = await Promise.all(
        Array.from({ length: 8 }, () => makeLink(t.api, fam.token, fam.child.id)),
      );
      const statuses = all.map((res) => res.statusCode).sort();
      expect(statuses).toEqual([201, 201, 201, 201, 201, 422, 422, 422]);
    });
  },
);
