import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface TableActivityRow {
  table: string;
  liveRows: number;
  deadRows: number;
  changedSinceAnalyze: number;
}

/** Whether the database server runs its autovacuum launcher (a setting an operator can turn off). */
export async function autovacuumIsOn(db: Db): Promise<boolean> {
  const { rows } = await sql<{
    on: boolean;
  }>`select current_setting('autovacuum') = 'on' as on`.execute(db);
  return rows[0]?.on ?? false;
}

/**
 * Makes this connection's own counts of changed rows visible in the statistics views: a server's
 * backends report them when idle, but the embedded database's single backend never is.
 */
export async function reportPendingTableStatistics(db: Db): Promise<void> {
  await sql`select pg_stat_force_next_flush()`.execute(db);
}

/** Rows alive, dead and changed since the last ANALYZE, per table of the app's schema. */
export async function listTableActivityRows(db: Db): Promise<TableActivityRow[]> {
  const { rows } = await sql<TableActivityRow>`
    select relname as "table", n_live_tup::float8 as "liveRows", n_dead_tup::float8 as "deadRows",
      n_mod_since_analyze::float8 as "changedSinceAnalyze"
    from pg_stat_user_tables where schemaname = current_schema()
    order by relname`.execute(db);
  return rows;
}

/**
 * Without giving back the table's empty end pages: that takes a lock that stops every reader and
 * writer of the table, which autovacuum drops when someone waits and a plain VACUUM does not.
 */
export async function vacuumAndAnalyzeTable(db: Db, table: string): Promise<void> {
  await sql`vacuum (analyze, truncate false) ${sql.table(table)}`.execute(db);
}

export async function analyzeTable(db: Db, table: string): Promise<void> {
  await sql`analyze ${sql.table(table)}`.execute(db);
}
