import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * The payment status check walks every live pay code of the provider, oldest first, a page at a
 * time (keyset on created_at, id): by this index, not by reading every code ever issued. Only
 * codes the gateway knows (provider_ref set), so an order's own lookups keep pay_codes_one_live.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('pay_codes_live_by_age')
    .on('pay_codes')
    .columns(['provider', 'created_at', 'id'])
    .where(sql<boolean>`status = 'live' and provider_ref is not null`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('pay_codes_live_by_age').execute();
}
