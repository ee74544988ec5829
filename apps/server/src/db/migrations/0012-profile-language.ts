import type { Kysely } from 'kysely';

/** Each person reads Hearth in their own language; null until they choose (the browser's then). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('language').execute();
}
