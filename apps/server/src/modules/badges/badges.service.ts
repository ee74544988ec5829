import { BADGES, type Badge, type DurableEvent } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { accountStream, record } from '../events/events.service.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import * as repo from './badges.repository.js';

/** A send about to be stored, as far as badges care. */
export interface EarningSend {
  profileId: string;
  accountId: string;
  promptId: string | null;
  createdAt: string;
  /** A read-aloud's pages, and how many of them carry a recording. */
  story?: { pageCount: number; recorded: number };
}

/** The badges of a send's own kind that it completes, counting itself (it is stored after this). */
export type BadgeRule = (trx: Db, send: EarningSend) => Promise<string[]>;

function badgeJson(id: string, earnedAt: string | null): Badge {
  const definition = BADGES.find((badge) => badge.id === id)!;
  return { ...definition, earned: earnedAt !== null, earned_at: earnedAt };
}

/**
 * Awards what the send earns, inside the send's own transaction: each badge is stored once per
 * profile (its key), and each award is a `badge.earned` event on the account's stream, so that
 * a device that missed it live reads it from the log. The profile's row is locked first (the
 * lock order of every send that may earn: profile, account, conversation).
 */
export async function awardFor(
  trx: Db,
  send: EarningSend,
  ownRule: BadgeRule | null,
): Promise<DurableEvent[]> {
  await repo.lockProfile(trx, send.profileId);
  const candidates = ownRule ? await ownRule(trx, send) : [];
  if (send.promptId !== null) candidates.push('heart-to-heart');
  const stored = await repo.insertNew(trx, send.profileId, candidates, send.createdAt);
  const events: DurableEvent[] = [];
  // In the order of the definitions, whatever order the database returned them in.
  for (const { id } of BADGES.filter((badge) => stored.includes(badge.id))) {
    events.push(
      await record(trx, accountStream(send.accountId), {
        type: 'badge.earned',
        profile_id: send.profileId,
        badge: badgeJson(id, send.createdAt),
      }),
    );
  }
  return events;
}

/** Every badge, earned or not, of one of the account's profiles (404 for any other). */
export async function badgesOf(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<Badge[]> {
  if (!(await findOwnedProfile(ctx, accountId, profileId))) throw notFound();
  const earned = new Map(
    (await repo.earnedBy(ctx.db, profileId)).map((row) => [row.badge_id, row.earned_at]),
  );
  return BADGES.map((badge) => badgeJson(badge.id, earned.get(badge.id) ?? null));
}
