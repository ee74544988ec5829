import type { QuietHours } from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { heardProfiles, pausedAmong } from '../access/access.service.js';
import { inQuietHours, quietHoursOf, quietSince } from '../children/children.service.js';
import type { BusEvent } from './event-bus.js';
import type { Memberships } from './memberships.js';
import { kindOfProfile, participationsOfProfile } from './realtime.repository.js';

/**
 * What a one-profile session's sockets (a child's, an assisted grandparent's tablet) may hear,
 * read from the access policy: the conversations its profile takes part in that are not paused,
 * and the profiles it may hear from (a child: its own family's and those approved for it; null
 * for an assisted profile, which hears everyone as an adult does). Held per presence and re-read
 * whenever approvals or participants change.
 */
export interface ChildScope {
  accountId: string;
  profileId: string;
  heard: Set<string> | null;
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
  const [rows, kind] = await Promise.all([
    participationsOfProfile(ctx.db, profileId),
    kindOfProfile(ctx.db, profileId),
  ]);
  // An assisted grandparent is an adult in every rule: it hears everyone its conversations hold.
  const child = kind !== 'assisted';
  const [paused, heard, quiet] = await Promise.all([
    pausedAmong(
      ctx.db,
      profileId,
      rows.map((row) => row.conversation_id),
    ),
    child ? heardProfiles(ctx.db, profileId) : null,
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

/** Whether the scope hears this profile: an assisted profile's hears everyone. */
const hears = (scope: ChildScope, profileId: string) =>
  scope.heard === null || scope.heard.has(profileId);

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
      return hears(scope, event.message.profile.id) && !heldForMorning(scope, event, now);
    }
    case 'typing':
      return hears(scope, event.profile.id) && !(scope.quiet && inQuietHours(scope.quiet, now));
    case 'participant.joined':
      return hears(scope, event.participant.id);
    // No ring in quiet hours (nor from anyone the child may not hear).
    case 'call.started':
      return (
        hears(scope, event.call.started_by) && !(scope.quiet && inQuietHours(scope.quiet, now))
      );
    case 'participant.left':
    case 'message.played':
    case 'reaction.added':
    case 'reaction.removed':
    case 'read':
      return hears(scope, event.profile_id);
    case 'profile.updated':
      return hears(scope, event.profile.id);
    default:
      return true;
  }
}

/**
 * A message event as a child may hear it: sent as its sender saw it, it may name reactors or
 * quote a message from people the child may not hear. Those go (the reactions are counted
 * again); the event itself when nothing had to.
 */
export function childCopy(scope: ChildScope, event: BusEvent): BusEvent {
  if (event.type !== 'message.created' && event.type !== 'message.edited') return event;
  const { reactions = [], reply_to: replyTo } = event.message;
  const heardReply = !replyTo || hears(scope, replyTo.sender.id);
  const heardAll = reactions.every((r) => r.profile_ids.every((id) => hears(scope, id)));
  if (heardReply && heardAll) return event;
  const { reply_to: _dropped, ...message } = event.message;
  const kept = reactions.flatMap((r) => {
    const ids = r.profile_ids.filter((id) => hears(scope, id));
    return ids.length > 0 ? [{ ...r, count: ids.length, profile_ids: ids }] : [];
  });
  return {
    ...event,
    message: {
      ...message,
      reactions: kept,
      ...(heardReply && replyTo ? { reply_to: replyTo } : {}),
    },
  };
}
