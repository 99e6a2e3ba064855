import { type RawBuilder, sql } from 'kysely';
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
 * How a round's VACUUM and ANALYZE go: at autovacuum's pace on a database server, where other
 * connections serve the borrowers meanwhile; at full speed on the embedded database, whose one
 * connection the borrowers wait for.
 */
export type UpkeepPace = 'autovacuum' | 'full speed';

/**
 * Without giving back the table's empty end pages: that takes a lock that stops every reader and
 * writer of the table, which autovacuum drops when someone waits and a plain VACUUM does not.
 */
export async function vacuumAndAnalyzeTable(
  db: Db,
  table: string,
  pace: UpkeepPace,
): Promise<void> {
  await runAtPace(db, pace, sql`vacuum (analyze, truncate false) ${sql.table(table)}`);
}

export async function analyzeTable(db: Db, table: string, pace: UpkeepPace): Promise<void> {
  await runAtPace(db, pace, sql`analyze ${sql.table(table)}`);
}

/**
 * autovacuum pauses 2 ms (`autovacuum_vacuum_cost_delay`) each time its work has cost
 * `vacuum_cost_limit` (200: 200 pages found in memory, 100 read, or 10 dirtied). A VACUUM or
 * ANALYZE sent by a client does not pause at all, and on a busy server takes a core from the
 * borrowers' requests for as long as it runs. The setting is the connection's, so it is set and
 * reset around the statement on the same one.
 */
async function runAtPace(db: Db, pace: UpkeepPace, statement: RawBuilder<unknown>) {
  if (pace === 'full speed') {
    await statement.execute(db);
    return;
  }
  await db.connection().execute(async (connection) => {
    await sql`set vacuum_cost_delay = '2ms'`.execute(connection);
    try {
      await statement.execute(connection);
    } finally {
      await sql`reset vacuum_cost_delay`.execute(connection);
    }
  });
}
