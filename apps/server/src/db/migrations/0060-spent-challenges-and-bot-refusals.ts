import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * The registration page's proofs of work are single use: each spent challenge is kept until it
 * would have expired anyway (docs/decisions/0080). Refused captcha answers and proofs are counted
 * per Philippine day and kind.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('spent_challenges')
    .addColumn('nonce', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('spent_challenges_expires_idx')
    .on('spent_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createTable('bot_refusal_counts')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('bot_refusal_counts_pkey', ['day', 'kind'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('bot_refusal_counts').execute();
  await db.schema.dropTable('spent_challenges').execute();
}
