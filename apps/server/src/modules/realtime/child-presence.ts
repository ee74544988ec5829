import type { QuietHours } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { heardProfiles, pausedAmong } from '../access/access.service.js';
import { inQuietHours, quietHoursOf, quietSince } from '../children/children.service.js';
import type { BusEvent } from './event-bus.js';
import type { Memberships } from './memberships.js';
import { participationsOfProfile } from './realtime.repository.js';

/**
 * What a child session's sockets may hear, read from the access policy: the conversations its
 * child takes part in that are not paused, and the profiles it may hear from (its own family's
 * and those approved for it). Held per child presence and re-read whenever approvals or
 * participants change.
 */
export interface ChildScope {
  accountId: string;
  profileId: string;
  heard: Set<string>;
  quiet: QuietHours | null;
  /** Whether the last heartbeat found quiet hours under way (their end asks for a catch-up). */
  wasQuiet: boolean;
}

/** The presence key of a child's sockets: apart from its account's, which hears everything. */
export const childKey = (profileId: string) => `child:${profileId}`;

export async function loadChildScope(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<{ scope: ChildScope; memberships: Memberships }> {
  const rows = await participationsOfProfile(ctx.db, profileId);
  const [paused, heard, quiet] = await Promise.all([
    pausedAmong(
      ctx.db,
      profileId,
      rows.map((row) => row.conversation_id),
    ),
    heardProfiles(ctx.db, profileId),
    quietHoursOf(ctx, profileId),
  ]);
  const memberships: Memberships = new Map();
  for (const row of rows) {
    if (!paused.has(row.conversation_id)) {
      memberships.set(row.conversation_id, new Map([[row.profile_id, row.nickname]]));
    }
  }
  const wasQuiet = quiet !== null && inQuietHours(quiet, new Date());
  return { scope: { accountId, profileId, heard, quiet, wasQuiet }, memberships };
}

/** A message that arrived in the child's quiet hours: it waits until they end. */
export function heldForMorning(scope: ChildScope, event: BusEvent, now: Date): boolean {
  if (event.type !== 'message.created' || !scope.quiet) return false;
  const since = quietSince(scope.quiet, now);
  return since !== null && event.message.created_at >= since.toISOString();
}

/**
 * Whether a child may hear this conversation event: only from profiles it may hear, and no
 * message created in quiet hours until they end (it arrives by catch-up then).
 */
export function childHears(scope: ChildScope, event: BusEvent, now: Date): boolean {
  switch (event.type) {
    case 'message.created': {
      return scope.heard.has(event.message.profile.id) && !heldForMorning(scope, event, now);
    }
    case 'typing':
      return scope.heard.has(event.profile.id) && !(scope.quiet && inQuietHours(scope.quiet, now));
    case 'participant.joined':
      return scope.heard.has(event.participant.id);
    case 'participant.left':
    case 'message.played':
    case 'read':
      return scope.heard.has(event.profile_id);
    case 'profile.updated':
      return scope.heard.has(event.profile.id);
    default:
      return true;
  }
}
