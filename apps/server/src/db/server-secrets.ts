import { nowIso } from '../lib/ids.js';
import type { Db } from './schema.js';

/**
 * The named server secret (the media URL key, the VAPID keys), made by `make` and stored by
 * whichever instance asks first; every other instance reads the same one.
 */
export async function loadOrCreateSecret(db: Db, name: string, make: () => string) {
  await db
    .insertInto('server_secrets')
    .values({ name, value: make(), created_at: nowIso() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
