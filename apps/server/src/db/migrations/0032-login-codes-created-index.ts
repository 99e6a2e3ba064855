import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/** The registration's daily SMS cap counts the codes issued since the day began: by this index. */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('login_codes_created_at')
    .on('login_codes')
    .column('created_at')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('login_codes_created_at').execute();
}
