import type { AppContext } from '../../app-context.js';
import { precompiled } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { isId, nowIso } from '../../lib/ids.js';
import { actingParticipant, liveSessionAccount } from './access.policy.js';

export interface Principal {
  accountId: string;
  tokenHash: string;
  /** When the session ends by itself; a live socket is closed then. */
  expiresAt: string;
}

// Both run on nearly every request: compiled once (see precompiled in db/database.ts).
const liveToken = precompiled((db: Db, p: { tokenHash: string; now: string }) =>
  liveSessionAccount(db, p.tokenHash, p.now).select('t.expires_at'),
);
const participation = precompiled(
  (db: Db, p: { accountId: string; profileId: string; conversationId: string }) =>
    actingParticipant(db, { accountId: p.accountId }, p.profileId, p.conversationId)
      .innerJoin('conversations as c', 'c.id', 'pa.conversation_id')
      .select([
        'c.id',
        'c.title',
        'c.event_seq',
        'p.nickname',
        'pa.last_read_message_id',
        'c.created_by_profile_id',
      ]),
);

/** The account behind a hashed token that is neither revoked nor expired, or null. */
export async function principalForTokenHash(db: Db, tokenHash: string): Promise<Principal | null> {
  const [row] = await liveToken(db, { tokenHash, now: nowIso() });
  return row ? { accountId: row.account_id, tokenHash, expiresAt: row.expires_at } : null;
}

/** The conversation, when this account's profile takes part in it; undefined otherwise. */
export async function findParticipation(
  db: Db,
  accountId: string,
  profileId: string,
  conversationId: string,
) {
  if (!isId(profileId) || !isId(conversationId)) return undefined;
  const [row] = await participation(db, { accountId, profileId, conversationId });
  return row;
}

/** The same, or 404 whatever the reason: a stranger learns nothing from the answer. */
export async function requireParticipation(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
) {
  const found = await findParticipation(ctx.db, accountId, profileId, conversationId);
  if (!found) throw notFound();
  return found;
}

/** Taking members out is the conversation creator's alone: 404 for strangers, 403 for others. */
export async function requireCreator(
  ctx: AppContext,
  accountId: string,
  profileId: string,
  conversationId: string,
  refusal: string,
) {
  const found = await requireParticipation(ctx, accountId, profileId, conversationId);
  if (found.created_by_profile_id !== profileId) throw new HttpError(403, 'forbidden', refusal);
  return found;
}
