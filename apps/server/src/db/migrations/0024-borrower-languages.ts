import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // The borrower's saved language (docs/decisions/0038); no row: not chosen yet.
  await db.schema
    .createTable('borrower_languages')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id'))
    .addColumn('lang', 'text', (col) => col.notNull().check(sql`lang in ('en', 'fil')`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('borrower_languages').execute();
}
