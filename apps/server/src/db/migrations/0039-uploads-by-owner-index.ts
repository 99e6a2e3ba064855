import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * Each photo upload counts the borrower's uploads of the last day (the daily cap): by this index,
 * not by reading every upload ever made. Erasure finds a borrower's uploads by it too.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('uploads_user_created_at')
    .on('uploads')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('uploads_user_created_at').execute();
}
