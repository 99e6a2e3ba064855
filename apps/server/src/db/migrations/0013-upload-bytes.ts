import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

// Uploaded images kept in the database, where every server process reaches them (decision 0025).
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('upload_bytes')
    .addColumn('name', 'text', (col) =>
      col.primaryKey().check(sql`name ~ '^[a-f0-9]{32}\\.(jpg|png|gif|webp)$'`),
    )
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('upload_bytes_size_is_length', sql`size = octet_length(bytes)`)
    .execute();
  // Images are compressed already: stored out of line without another compression attempt.
  await sql`alter table upload_bytes alter column bytes set storage external`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('upload_bytes').execute();
}
