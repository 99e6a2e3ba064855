import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Tables whose rows the database itself keeps from change (append-only triggers): the server's
 * role may add rows, never change or delete them, so it cannot even try.
 */
const APPEND_ONLY_TABLES = ['audit_records', 'loan_entries', 'payouts', 'payout_events'];
/** The migrations' own record: read at start, written by the owner only. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** The role a connection string signs in as, or null when it names none. */
export function roleOf(url: string): string | null {
  const name = decodeURIComponent(new URL(url).username);
  return name === '' ? null : name;
}

/**
 * Grants the server's role what it needs on the owner's tables and no more (docs/decisions/0073):
 * rows to read, add, change and delete, except on append-only tables and the migrations' record;
 * sequences to draw from; the same on every table and sequence the owner creates later. Run by
 * the owner after each migration; every statement may run again.
 */
export async function grantAppRole(owner: Db, appRole: string): Promise<void> {
  const app = sql.id(appRole);
  const { rows } = await sql<{ owns: boolean; version: number }>`
    select exists (select 1 from pg_tables where tableowner = ${appRole}) as owns,
      current_setting('server_version_num')::int as version`.execute(owner);
  if (rows[0]?.owns) {
    throw new Error(
      `the role ${appRole} owns tables: the server must sign in as a role that owns none (docs/decisions/0073)`,
    );
  }
  const statements = [
    sql`revoke create on schema public from public`,
    sql`grant usage on schema public to ${app}`,
    sql`grant select, insert, update, delete on all tables in schema public to ${app}`,
    sql`grant usage, select on all sequences in schema public to ${app}`,
    sql`revoke update, delete, truncate on ${sql.join(APPEND_ONLY_TABLES.map((t) => sql.table(t)))} from ${app}`,
    sql`revoke insert, update, delete, truncate on ${sql.join(MIGRATION_TABLES.map((t) => sql.table(t)))} from ${app}`,
    sql`alter default privileges in schema public grant select, insert, update, delete on tables to ${app}`,
    sql`alter default privileges in schema public grant usage, select on sequences to ${app}`,
  ];
  // VACUUM and ANALYZE where autovacuum is off (decision 0059): a privilege of its own from 17 on.
  if ((rows[0]?.version ?? 0) >= 170000) {
    statements.push(sql`grant maintain on all tables in schema public to ${app}`);
    statements.push(
      sql`alter default privileges in schema public grant maintain on tables to ${app}`,
    );
  }
  for (const statement of statements) await statement.execute(owner);
}
