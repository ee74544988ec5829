import type { AppContext } from '../../app-context.js';
import { notFound } from '../../lib/http-error.js';
import { isId } from '../../lib/ids.js';
import { quietHoursOf, quietSince } from '../children/children.service.js';
import { findOwnedProfile } from '../profiles/profiles.service.js';
import type { ReadScope } from './access.policy.js';
import { findParticipation } from './access.service.js';

/**
 * The scope of one of the account's profiles, narrowed to `conversationId` when given. 404 for
 * a profile, or a conversation, that is not its own, whatever the reason.
 */
export async function readScopeOf(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId?: string,
): Promise<ReadScope> {
  const profile = isId(profileId) ? await findOwnedProfile(ctx, accountId, profileId) : undefined;
  if (!profile) throw notFound();
  if (conversationId !== undefined) {
    const taking = await findParticipation(ctx.db, accountId, profileId, conversationId);
    if (!taking) throw notFound();
  }
  const quiet = profile.kind === 'child' ? await quietHoursOf(ctx, profileId) : null;
  const until = quiet ? (quietSince(quiet, new Date())?.toISOString() ?? null) : null;
  const kind = profile.kind ?? 'adult';
  return { profileId, accountId, kind, until, conversationId: conversationId ?? null };
}
