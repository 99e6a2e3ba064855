import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/db/database.ts';
import { saveJobRun } from '../../../src/modules/jobs/job-run.repository.ts';
import {
  listTableActivityRows,
  reportPendingTableStatistics,
} from '../../../src/modules/table-upkeep/table-upkeep.repository.ts';
import {
  keepTables,
  tablesNeedOwnUpkeep,
  upkeepDue,
} from '../../../src/modules/table-upkeep/table-upkeep.service.ts';
import { StatementLog } from '../../helpers/statement-log.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.ts';

describe('when a table is due for upkeep', () => {
  it('is vacuumed past 50 dead rows and a fifth of its live ones, as autovacuum does', () => {
    const table = { table: 't', liveRows: 1000, changedSinceAnalyze: 0 };
    expect(upkeepDue({ ...table, deadRows: 251 })).toBe('vacuum');
    expect(upkeepDue({ ...table, deadRows: 250 })).toBeUndefined();
  });

  it('is analysed past 50 changed rows and a tenth of its live ones', () => {
    expect(upkeepDue({ table: 't', liveRows: 1000, deadRows: 0, changedSinceAnalyze: 151 })).toBe(
      'analyze',
    );
    expect(
      upkeepDue({ table: 't', liveRows: 1000, deadRows: 0, changedSinceAnalyze: 150 }),
    ).toBeUndefined();
  });
});

describe('keeping the tables where autovacuum does not run', () => {
  let database: TestDatabase;
  let embedded: boolean;
  beforeAll(async () => {
    database = await createTestDatabase();
    embedded = database.url === undefined;
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('is the app’s own work on the embedded database, and on a server only if autovacuum is off', async () => {
    expect(await tablesNeedOwnUpkeep({ db: database.db, embedded: true })).toBe(true);
    if (embedded) return;
    const { rows } = await sql<{ autovacuum: string }>`show autovacuum`.execute(database.db);
    expect(await tablesNeedOwnUpkeep({ db: database.db, embedded: false })).toBe(
      rows[0]?.autovacuum === 'off',
    );
  });

  it('vacuums a table with many dead rows, analyses one with many new rows, and then rests', async () => {
    await database.db.connection().execute(async (connection) => {
      await writeDeadRequestCounts(connection, 1);
      const now = new Date();
      for (let i = 0; i < 80; i += 1) await saveJobRun(connection, `job-${i}`, now, now);
      await reportPendingTableStatistics(connection);
    });
    const before = await activityOf(database.db, ['request_counts', 'job_runs']);
    expect(before.request_counts).toMatchObject({ deadRows: 150 });
    expect(before.job_runs?.changedSinceAnalyze).toBeGreaterThanOrEqual(80);

    const first = await keepTables({ db: database.db, embedded });
    expect(first.vacuumed).toContain('request_counts');
    expect(first.analyzed).toContain('job_runs');
    const after = await activityOf(database.db, ['request_counts', 'job_runs']);
    expect(after.request_counts).toMatchObject({
      liveRows: 50,
      deadRows: 0,
      changedSinceAnalyze: 0,
    });
    expect(after.job_runs).toMatchObject({ changedSinceAnalyze: 0 });

    const second = await keepTables({ db: database.db, embedded });
    expect(second.vacuumed).not.toContain('request_counts');
    expect(second.analyzed).not.toContain('job_runs');
  });

  it('does one table when a round may do only one, and leaves the others due', async () => {
    await database.db.connection().execute(async (connection) => {
      await writeDeadRequestCounts(connection, 3);
      await reportPendingTableStatistics(connection);
    });
    const due = (await listTableActivityRows(database.db)).filter((table) => upkeepDue(table));
    expect(due.length).toBeGreaterThan(0);
    const round = await keepTables({ db: database.db, embedded }, { tablesPerRound: 1 });
    const done = [...round.vacuumed, ...round.analyzed];
    expect(done).toHaveLength(1);
    const left = (await listTableActivityRows(database.db)).filter((table) => upkeepDue(table));
    expect(left.map((table) => table.table)).not.toContain(done[0]);
    expect(left).toHaveLength(due.length - 1);
  });

  it('starts no table once the server is closing', async () => {
    await database.db.connection().execute(async (connection) => {
      await writeDeadRequestCounts(connection, 2);
      await reportPendingTableStatistics(connection);
    });
    const stopping = new AbortController();
    stopping.abort();
    expect(await keepTables({ db: database.db, embedded }, { signal: stopping.signal })).toEqual({
      vacuumed: [],
      analyzed: [],
    });
  });

  it('goes at autovacuum’s pace on a server, at full speed on the embedded database', async () => {
    await database.db.connection().execute(async (connection) => {
      await writeDeadRequestCounts(connection, 4);
      await reportPendingTableStatistics(connection);
    });
    const sent = new StatementLog();
    const round = await keepTables({ db: database.db.withPlugin(sent), embedded });
    expect(round.vacuumed).toContain('request_counts');
    const upkeep = sent.rawTexts.filter((text) => /^(vacuum|analyze)\b/.test(text));
    const withPace = sent.rawTexts.filter(
      (text) => /^(vacuum|analyze)\b/.test(text) || text.includes('vacuum_cost_delay'),
    );
    // The embedded database's one connection serves the borrowers: its upkeep does not pause.
    expect(withPace).toEqual(
      embedded
        ? upkeep
        : upkeep.flatMap((text) => [
            "set vacuum_cost_delay = '2ms'",
            text,
            'reset vacuum_cost_delay',
          ]),
    );
  });
});

/** 200 rows written and 150 of them deleted again. */
async function writeDeadRequestCounts(db: Db, day: number): Promise<void> {
  const windowStart = new Date(Date.UTC(2026, 0, day));
  await db
    .insertInto('request_counts')
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        ip: `ip-${String(i).padStart(3, '0')}`,
        window_start: windowStart,
        count: 1,
      })),
    )
    .execute();
  await db
    .deleteFrom('request_counts')
    .where('window_start', '=', windowStart)
    .where('ip', '>=', 'ip-050')
    .execute();
}

async function activityOf(db: Db, tables: string[]) {
  const rows = await listTableActivityRows(db);
  return Object.fromEntries(
    rows.filter((row) => tables.includes(row.table)).map((row) => [row.table, row]),
  );
}
