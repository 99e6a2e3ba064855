import { type Kysely, sql } from 'kysely';

// A payment's entries are written before its row: the row, with the official receipt number, is
// the booking's last statement, so the receipt series stays locked only until the commit
// (docs/decisions/0033). The entries' reference to it is checked at the commit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table loan_entries alter constraint loan_entries_payment_id_fkey deferrable initially deferred`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table loan_entries alter constraint loan_entries_payment_id_fkey not deferrable`.execute(
    db,
  );
}
