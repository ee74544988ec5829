import { callStorySchema, type CallStory } from '@hearth/shared';
import type { Db } from '../../db/schema.js';
import { isId } from '../../lib/ids.js';
import { unheardAmong } from '../access/access.service.js';
import { quietAt } from '../children/children.service.js';
import type { Place } from './call-json.js';
import type { Speaker } from './call-signal.js';
import * as repo from './calls.repository.js';

/** Someone a shared story goes to: its account, and whether its own device listens apart. */
export interface StoryListener {
  profileId: string;
  accountId: string;
  child: boolean;
}

/**
 * Keeps the story read together on a live call (a late joiner's join answers it) and says whom
 * to tell: the other participants the pairwise rule lets hear the reader. Null, and nothing
 * kept, under the rules of a signal: the reader in the call, the socket speaking for it, a child
 * reader not in quiet hours; and a story of the right shape.
 */
export async function shareStory(
  db: Db,
  speaker: Speaker,
  input: { callId: string; from: string; story: unknown },
): Promise<{ story: CallStory | null; listeners: StoryListener[] } | null> {
  const { callId, from } = input;
  if (!isId(callId) || !isId(from)) return null;
  const parsed = callStorySchema.safeParse(input.story);
  if (!parsed.success) return null;
  const places = (await repo.placesIn(db, [callId])) as Place[];
  const reader = places.find((p) => p.id === from && p.state === 'joined');
  if (!reader || reader.account_id !== speaker.accountId) return null;
  if (speaker.childProfileId !== null && speaker.childProfileId !== from) return null;
  if (reader.kind === 'child' && quietAt(reader, new Date())) return null;
  const story = parsed.data;
  if (!(await repo.setStory(db, callId, story === null ? null : JSON.stringify(story)))) {
    return null;
  }
  const others = places.filter((p) => p.state === 'joined' && p.id !== from);
  const unheard = new Set(
    await unheardAmong(
      db,
      from,
      others.map((p) => p.id),
    ),
  );
  const listeners = others
    .filter((p) => !unheard.has(p.id))
    // `child`: a profile with devices of its own (a child's, an assisted grandparent's tablet).
    .map((p) => ({ profileId: p.id, accountId: p.account_id, child: p.kind !== 'adult' }));
  return { story, listeners };
}
