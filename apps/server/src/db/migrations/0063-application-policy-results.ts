import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * The credit policy's answer on each application (docs/decisions/0084): its outcome and every
 * rule's result as evaluated when the application was taken (and again when it was decided).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('loan_orders')
    .addColumn('policy_outcome', 'text')
    .addColumn('policy_rules', 'jsonb')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('loan_orders')
    .dropColumn('policy_outcome')
    .dropColumn('policy_rules')
    .execute();
}
