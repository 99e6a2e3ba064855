import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * A payout either releases a loan or refunds a borrower's credit through the gateway (decision
 * 0065): what it is for, set when it is opened and never changed.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('payouts')
    .addColumn('purpose', 'text', (col) =>
      col.notNull().defaultTo('release').check(sql`purpose in ('release', 'refund')`),
    )
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('payouts').dropColumn('purpose').execute();
}
