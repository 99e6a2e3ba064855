import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * Bearer tokens get an owner (the operator whose removal ends them), an expiry and a last use
 * (docs/decisions/0070). Tokens made before this expire 90 days after it, as a new one would.
 * Refused unauthenticated requests are counted per address and minute: the trail keeps the first
 * few of each minute, the table the rest.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('ops_tokens')
    .addColumn('owner_operator_id', 'uuid', (col) => col.references('operators.id'))
    .addColumn('expires_at', 'timestamptz', (col) =>
      col.notNull().defaultTo(sql`now() + interval '90 days'`),
    )
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_by', 'text')
    .execute();
  await sql`alter table ops_tokens alter column expires_at drop default`.execute(db);
  await db.schema
    .createIndex('ops_tokens_owner_idx')
    .on('ops_tokens')
    .column('owner_operator_id')
    .execute();

  await db.schema
    .createTable('ops_refusal_counts')
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('ops_refusal_counts_pkey', ['ip', 'window_start'])
    .execute();
  await db.schema
    .createIndex('ops_refusal_counts_window_idx')
    .on('ops_refusal_counts')
    .column('window_start')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('ops_refusal_counts').execute();
  await db.schema.dropIndex('ops_tokens_owner_idx').execute();
  await db.schema
    .alterTable('ops_tokens')
    .dropColumn('owner_operator_id')
    .dropColumn('expires_at')
    .dropColumn('last_used_at')
    .dropColumn('revoked_by')
    .execute();
}
