import { type Kysely, sql } from 'kysely';

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
  // The counters' steps name the pay code as a borrower reads it: a reference number.
  await renameInStoreSteps(db, 'Reference_no', 'reference number');
}

/** The two store channels' steps (both languages), with one wording put for another. */
async function renameInStoreSteps(db: AnyDb, from: string, to: string): Promise<void> {
  await sql`
    update payment_channels
    set notice = replace(notice::text, ${from}, ${to})::jsonb,
        notice_fil = replace(notice_fil::text, ${from}, ${to})::jsonb
    where channel_number in (20101, 20102)
  `.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await renameInStoreSteps(db, 'reference number', 'Reference_no');
  await db.schema
    .alterTable('borrower_messages')
    .dropColumn('body_fil')
    .dropColumn('title_fil')
    .execute();
}
