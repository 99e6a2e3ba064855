import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  // A message is kept in both languages and shown in the reader's: `title` and `body` hold the
  // English, these the Filipino. Null on a message written before (shown as it was written).
  await db.schema
    .alterTable('borrower_messages')
    .addColumn('title_fil', 'text')
    .addColumn('body_fil', 'text')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('borrower_messages')
    .dropColumn('body_fil')
    .dropColumn('title_fil')
    .execute();
}
