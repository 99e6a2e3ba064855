import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * A gateway event that did not answer its pay code exactly (part, over, a paid, expired or ended
 * code, a foreign request id, an amount in fractions of a centavo): booked or refused, it is kept
 * here for reconciliation and the back office, once per event and reason.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payment_flags')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('reference', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) =>
      col
        .notNull()
        .check(
          sql`reason in ('part', 'over', 'paid-code', 'expired-code', 'ended-code', 'foreign-request', 'sub-centavo')`,
        ),
    )
    .addColumn('pay_code_id', 'uuid', (col) => col.references('pay_codes.id'))
    .addColumn('payment_id', 'uuid', (col) => col.references('payments.id'))
    .addColumn('provider_payment_id', 'text')
    .addColumn('provider_request_id', 'text')
    // The amount the event carried (centavos; null when it was not a whole number of them).
    .addColumn('amount', 'integer')
    .addColumn('asked', 'integer')
    .addColumn('booked_before', 'integer')
    .addColumn('detail', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('payment_flags_created_idx')
    .on('payment_flags')
    .columns(['created_at', 'id'])
    .execute();
  // When a newer full-balance code ended the code: money paid on it after that is flagged.
  await db.schema.alterTable('pay_codes').addColumn('ended_at', 'timestamptz').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('pay_codes').dropColumn('ended_at').execute();
  await db.schema.dropTable('payment_flags').execute();
}
