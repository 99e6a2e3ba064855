import type { Kysely } from 'kysely';

// The payments export walks a range of days by (paid_at, id).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_paid_idx')
    .on('payments')
    .columns(['paid_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_paid_idx').execute();
}
