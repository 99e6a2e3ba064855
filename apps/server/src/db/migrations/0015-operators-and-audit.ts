import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

const ROLES = sql.raw(`'admin', 'approver', 'collector', 'support', 'auditor'`);

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('operators')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in (${ROLES})`))
    .addColumn('password_hash', 'text')
    // AES-256-GCM sealed, as payout account numbers are.
    .addColumn('totp_secret', 'text')
    // The last TOTP time step accepted: a code of that step or an earlier one is a replay.
    .addColumn('totp_last_step', 'integer')
    .addColumn('activated_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('operator_setup_links')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('operator_id', 'uuid', (col) => col.notNull().references('operators.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    // Password set and TOTP secret shown: the link waits for the first code.
    .addColumn('started_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('operator_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('operator_id', 'uuid', (col) => col.notNull().references('operators.id'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('ended_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('operator_sign_in_failures')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('operator_sign_in_failures_pkey', ['email', 'ip'])
    .execute();

  await db.schema
    .createTable('ops_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in (${ROLES})`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_by', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('audit_records')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    // `operator:<email>` or `token:<name>` (`token:automation/<as>`), `anonymous` before sign-in.
    .addColumn('actor', 'text', (col) => col.notNull())
    // No foreign key: a record outlives whatever it names, and nothing cascades into it.
    .addColumn('operator_id', 'uuid')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) =>
      col.notNull().check(sql`outcome in ('done', 'failed', 'refused')`),
    )
    .addColumn('reason', 'text')
    .addColumn('target', 'text')
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('audit_records_at_idx')
    .on('audit_records')
    .columns(['at', 'id'])
    .execute();
  await sql`
    create function audit_records_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit records are append-only: % refused', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$`.execute(db);
  await sql`
    create trigger audit_records_no_change before update or delete on audit_records
    for each row execute function audit_records_append_only()`.execute(db);
  await sql`
    create trigger audit_records_no_truncate before truncate on audit_records
    for each statement execute function audit_records_append_only()`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('audit_records').execute();
  await sql`drop function audit_records_append_only()`.execute(db);
  await db.schema.dropTable('ops_tokens').execute();
  await db.schema.dropTable('operator_sign_in_failures').execute();
  await db.schema.dropTable('operator_sessions').execute();
  await db.schema.dropTable('operator_setup_links').execute();
  await db.schema.dropTable('operators').execute();
}
