import type { AppContext } from '../../app-context.js';
import * as repo from './played.repository.js';

// Apart from played.service, which asks the messages module whether a kind is heard: the
// media module reads listens for its voice JSON, and would otherwise import itself back.

/** Who has listened to each of these messages (profile ids) that `holderId` may hear. */
export function playedBy(
  ctx: AppContext,
  messageIds: string[],
  holderId: string,
): Promise<Map<string, string[]>> {
  return repo.playedBy(ctx.db, messageIds, holderId);
}
