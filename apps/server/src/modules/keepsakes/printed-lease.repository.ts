import type { Db } from '../../db/schema.js';

/**
 * Takes the oldest book waiting to be made, for this instance until `until`: one whose lease
 * is free or has run out (its instance stopped). The update is the claim: of two instances that
 * read the same row, only one changes it.
 */
export async function claimNext(db: Db, now: string, until: string) {
  const free = await db
    .selectFrom('keepsakes')
    .select('id')
    .where('status', '=', 'making')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!free) return undefined;
  const claimed = await db
    .updateTable('keepsakes')
    .set((eb) => ({ claimed_until: until, attempts: eb('attempts', '+', 1), progress: 0 }))
    .where('id', '=', free.id)
    .where('status', '=', 'making')
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return undefined;
  return db.selectFrom('keepsakes').selectAll().where('id', '=', free.id).executeTakeFirst();
}

/**
 * Extends this instance's lease and records the progress; false when the lease is no longer
 * this instance's (it ran out and another took the book): then this one stops.
 */
export async function renew(db: Db, id: string, held: string, until: string, progress: number) {
  const result = await db
    .updateTable('keepsakes')
    .set({ claimed_until: until, progress })
    .where('id', '=', id)
    .where('status', '=', 'making')
    .where('claimed_until', '=', held)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function finish(
  db: Db,
  id: string,
  held: string,
  done: { status: 'ready' | 'failed'; byteSize: number | null; now: string },
) {
  const result = await db
    .updateTable('keepsakes')
    .set({
      status: done.status,
      byte_size: done.byteSize,
      finished_at: done.now,
      claimed_until: null,
      progress: done.status === 'ready' ? 100 : 0,
    })
    .where('id', '=', id)
    .where('claimed_until', '=', held)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed book back for any instance to make (this one is closing). */
export async function release(db: Db, id: string, held: string) {
  await db
    .updateTable('keepsakes')
    .set({ claimed_until: null })
    .where('id', '=', id)
    .where('claimed_until', '=', held)
    .execute();
}
