import { sql } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import {
  retentionRequestSchema,
  type DurableEvent,
  type ProfileSettings,
  type RetentionSetting,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { dialectOf } from '../../db/database.js';
import { notFound } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { badgesOf } from '../badges/badges.service.js';
import { publish } from '../events/events.service.js';
import { currentSettings } from '../profile-settings/profile-settings.service.js';
import { listStories } from '../stories/stories.service.js';
import { exportZip } from './family-export.js';
import { tombstone } from './family-erase.service.js';
import * as repo from './family-data.repository.js';

export { eraseAccount, eraseProfile } from './family-erase.service.js';

/**
 * The whole account, or one of its profiles (`profile_id`), as a zip stream, each profile with
 * its settings as the API answers them (easy mode, the frame, the conversations shown). Its offline page
 * speaks the exporting profile's language: the profile exported, or for the whole account its
 * first profile (the grown-up who set the account up).
 */
export async function exportAccount(
  ctx: AppContext,
  accountId: string,
  query: { profile_id?: unknown },
): Promise<NodeJS.ReadableStream> {
  let profiles = await repo.profilesOf(ctx.db, accountId, false);
  if (query.profile_id !== undefined) {
    profiles = profiles.filter((p) => p.id === query.profile_id);
    if (profiles.length === 0) throw notFound();
  }
  const stories = (await listStories(ctx, accountId)).filter((story) => !story.built_in);
  const badges = new Map<string, unknown[]>();
  const settings = new Map<string, ProfileSettings>();
  for (const p of profiles) {
    badges.set(
      p.id,
      (await badgesOf(ctx, accountId, p.id)).filter((badge) => badge.earned),
    );
    settings.set(p.id, await currentSettings(ctx.db, p.id));
  }
  return exportZip(
    ctx,
    accountId,
    profiles.map((p) => ({ id: p.id, nickname: p.nickname, kind: p.kind })),
    { stories, badges, settings, language: profiles[0]?.language ?? null },
  );
}

export async function getRetention(ctx: AppContext, accountId: string): Promise<RetentionSetting> {
  return { days: await repo.retentionOf(ctx.db, accountId) };
}

export async function setRetention(
  ctx: AppContext,
  accountId: string,
  input: unknown,
): Promise<RetentionSetting> {
  const { days } = validate(retentionRequestSchema, input);
  await repo.setRetention(ctx.db, accountId, days);
  return { days };
}

// Any fixed number: the instances agree on it, no other lock uses it.
const RETENTION_LOCK = 48_151_623;
const BATCH = 500;

/**
 * Deletes (as tombstones) the messages each account asked to keep only so long. One instance at
 * a time: on PostgreSQL the instance holding the advisory lock does the round, the others skip
 * it; SQLite has one writer anyway. Its events are announced once the round has committed, like
 * every change's. Returns the number of messages deleted.
 */
export async function applyRetention(ctx: AppContext, nowMs = Date.now()): Promise<number> {
  const { deleted, events } = await ctx.db.transaction().execute(async (trx) => {
    const events: DurableEvent[] = [];
    if (dialectOf(ctx.db) === 'postgres') {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${RETENTION_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return { deleted: 0, events };
    }
    let deleted = 0;
    for (const account of await repo.accountsWithRetention(trx)) {
      const before = new Date(nowMs - Number(account.retention_days) * 86_400_000).toISOString();
      for (const profile of await repo.profilesOf(trx, account.id, true)) {
        const old = await repo.liveMessagesOf(trx, profile.id, before);
        for (let i = 0; i < old.length; i += BATCH) {
          events.push(...(await tombstone(trx, old.slice(i, i + BATCH), nowIso())));
        }
        deleted += old.length;
      }
    }
    return { deleted, events };
  });
  publish(ctx, events);
  return deleted;
}

const RETENTION_EVERY_MS = 3600 * 1000;

/** Every hour for the app's life; the timer never keeps the process up. */
export function startRetention(ctx: AppContext, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    applyRetention(ctx).catch((error: unknown) => log.warn({ err: error }, 'retention failed'));
  }, RETENTION_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
