import type { Db } from '../../db/database.ts';
import {
  analyzeTable,
  autovacuumIsOn,
  listTableActivityRows,
  reportPendingTableStatistics,
  type TableActivityRow,
  vacuumAndAnalyzeTable,
} from './table-upkeep.repository.ts';

/** PostgreSQL's own defaults for autovacuum, so tables are kept as a default server keeps them. */
const VACUUM_THRESHOLD = 50;
const VACUUM_SCALE_FACTOR = 0.2;
const ANALYZE_THRESHOLD = 50;
const ANALYZE_SCALE_FACTOR = 0.1;

export type TableUpkeep = 'vacuum' | 'analyze';

/** What autovacuum would do to a table now: VACUUM (with ANALYZE), ANALYZE alone, or nothing. */
export function upkeepDue(table: TableActivityRow): TableUpkeep | undefined {
  return overdue(table)?.due;
}

/** The upkeep due and how far past its threshold the table is (1 = at it); none if not due. */
function overdue(table: TableActivityRow): { due: TableUpkeep; by: number } | undefined {
  const vacuumBy = table.deadRows / (VACUUM_THRESHOLD + VACUUM_SCALE_FACTOR * table.liveRows);
  if (vacuumBy > 1) return { due: 'vacuum', by: vacuumBy };
  const analyzeBy =
    table.changedSinceAnalyze / (ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * table.liveRows);
  if (analyzeBy > 1) return { due: 'analyze', by: analyzeBy };
  return undefined;
}

/**
 * Whether nothing else keeps the tables: the embedded database has no autovacuum launcher (it runs
 * as a single backend), and a server's operator may have turned it off.
 */
export async function tablesNeedOwnUpkeep(deps: { db: Db; embedded: boolean }): Promise<boolean> {
  return deps.embedded || !(await autovacuumIsOn(deps.db));
}

/**
 * One round of the work autovacuum does (docs/decisions/0059): each table with enough dead rows is
 * vacuumed and analysed, each with enough changed rows analysed, so the planner's row counts
 * follow the data and dead rows are reused. Tables are done one at a time, the most overdue
 * first, at most `tablesPerRound` of them; a stop request ends the round between two tables.
 */
export async function keepTables(
  deps: { db: Db; embedded: boolean },
  options: { signal?: AbortSignal; tablesPerRound?: number } = {},
): Promise<{ vacuumed: string[]; analyzed: string[] }> {
  if (deps.embedded) await reportPendingTableStatistics(deps.db);
  const done = { vacuumed: [] as string[], analyzed: [] as string[] };
  const dueTables = (await listTableActivityRows(deps.db))
    .flatMap((table) => {
      const due = overdue(table);
      return due ? [{ table: table.table, ...due }] : [];
    })
    .sort((a, b) => b.by - a.by)
    .slice(0, options.tablesPerRound ?? Number.POSITIVE_INFINITY);
  const pace = deps.embedded ? 'full speed' : 'autovacuum';
  for (const { table, due } of dueTables) {
    if (options.signal?.aborted) break;
    if (due === 'vacuum') {
      await vacuumAndAnalyzeTable(deps.db, table, pace);
      done.vacuumed.push(table);
    } else {
      await analyzeTable(deps.db, table, pace);
      done.analyzed.push(table);
    }
  }
  return done;
}
