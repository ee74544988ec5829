import { sql } from 'kysely';
import {
  FAMILY_MESSAGES,
  accountDeleteSchema,
  conversationStream,
  type DurableEvent,
} from '@hearth/shared';
import type { AppContext } from '../../app-context.js';
import { dialectOf } from '../../db/database.js';
import type { Db } from '../../db/schema.js';
import { notFound, unprocessable } from '../../lib/http-error.js';
import { nowIso } from '../../lib/ids.js';
import { validate } from '../../lib/validate.js';
import { confirmPassword } from '../auth/auth.service.js';
import { takeOutOfAll } from '../conversations/membership.service.js';
import { publish, record, renameInLog } from '../events/events.service.js';
import { eraseMessageContent } from '../messages/messages.service.js';
import * as repo from './family-data.repository.js';

/**
 * Empties messages for good and tells each conversation, so that everyone's screens show
 * "Message deleted" where they were and the threads keep their order.
 */
export async function tombstone(
  trx: Db,
  messages: { id: string; conversation_id: string }[],
  at: string,
): Promise<DurableEvent[]> {
  await eraseMessageContent(
    trx,
    messages.map((m) => m.id),
    at,
  );
  const events = [];
  for (const m of messages) {
    events.push(
      await record(trx, conversationStream(m.conversation_id), {
        type: 'message.deleted',
        conversation_id: m.conversation_id,
        message_id: m.id,
      }),
    );
  }
  return events;
}

/**
 * A profile's messages, recordings, plays, links and memberships; its row stays, nameless, and
 * so does each event of the log that named it (in any stream, until the retention drops it).
 */
async function eraseProfileData(db: Db, trx: Db, accountId: string, profileId: string, at: string) {
  const events = await tombstone(trx, await repo.liveMessagesOf(trx, profileId), at);
  events.push(...(await takeOutOfAll(db, trx, { profileId, accountId })));
  await repo.retireProfile(trx, profileId, at);
  await renameInLog(trx, profileId, FAMILY_MESSAGES.profileDeleted);
  return events;
}

/** On SQLite, what was overwritten leaves the write-ahead log as well as the database file. */
async function scrubFiles(ctx: AppContext): Promise<void> {
  if (dialectOf(ctx.db) === 'sqlite') await sql`pragma wal_checkpoint(truncate)`.execute(ctx.db);
}

/** A parent erases one of the account's profiles (not the account's first, its own). */
export async function eraseProfile(
  ctx: AppContext,
  accountId: string,
  profileId: string,
): Promise<void> {
  const profiles = await repo.profilesOf(ctx.db, accountId, false);
  const index = profiles.findIndex((p) => p.id === profileId);
  if (index < 0) throw notFound();
  if (index === 0) throw unprocessable([FAMILY_MESSAGES.cannotEraseLastProfile]);
  const events = await ctx.db
    .transaction()
    .execute((trx) => eraseProfileData(ctx.db, trx, accountId, profileId, nowIso()));
  publish(ctx, events);
  await scrubFiles(ctx);
}

/** Everything of the account, after its password; shared threads keep tombstones. */
export async function eraseAccount(
  ctx: AppContext,
  accountId: string,
  input: unknown,
): Promise<void> {
  const { password } = validate(accountDeleteSchema, input);
  await confirmPassword(ctx, accountId, password, FAMILY_MESSAGES.wrongPassword);
  const at = nowIso();
  const { events, tokens } = await ctx.db.transaction().execute(async (trx) => {
    const events = [];
    for (const profile of await repo.profilesOf(trx, accountId, true)) {
      events.push(...(await eraseProfileData(ctx.db, trx, accountId, profile.id, at)));
    }
    return { events, tokens: await repo.retireAccount(trx, accountId) };
  });
  publish(
    ctx,
    events.filter((e) => e.stream.startsWith('c:')),
  );
  // Its open sockets close: the sessions they were opened with are gone.
  for (const token_hash of tokens) {
    ctx.events.publishToAccount(accountId, { type: 'session.revoked', token_hash });
  }
  await scrubFiles(ctx);
}
