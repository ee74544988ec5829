import type { Db } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { unheardAmong } from '../access/access.service.js';
import { quietAt } from '../children/children.service.js';
import type { Place } from './call-json.js';
import * as repo from './calls.repository.js';

/** Who speaks on a socket: an account (for all its profiles), or a child session (its one). */
export interface Speaker {
  accountId: string;
  childProfileId: string | null;
}

/**
 * Where a signal from `from` to `to` in a call may go: the target's account (and whether it is
 * a child, whose own device listens apart), or null. Both must be in the live call, the socket
 * must speak for `from`, the pairwise rule must let them hear each other, and a child sender
 * must not be in its quiet hours.
 */
export async function signalTarget(
  db: Db,
  speaker: Speaker,
  signal: { callId: string; from: string; to: string },
): Promise<{ accountId: string; child: boolean } | null> {
  const { callId, from, to } = signal;
  if (![callId, from, to].every(isId) || from === to) return null;
  const places = (await repo.placesIn(db, [callId])) as Place[];
  const sender = places.find((p) => p.id === from && p.state === 'joined');
  const target = places.find((p) => p.id === to && p.state === 'joined');
  if (!sender || !target || sender.account_id !== speaker.accountId) return null;
  if (speaker.childProfileId !== null && speaker.childProfileId !== from) return null;
  if (sender.kind === 'child' && quietAt(sender, new Date())) return null;
  if ((await unheardAmong(db, from, [to])).length > 0) return null;
  // A call that has ended keeps its rows: only a live one relays.
  const live = await db
    .selectFrom('calls')
    .select('id')
    .where('id', '=', callId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  // `child`: the target has devices of its own (a child's, an assisted grandparent's tablet).
  return live ? { accountId: target.account_id, child: target.kind !== 'adult' } : null;
}
