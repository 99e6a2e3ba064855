import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, databaseOnPool } from '../../src/db/database.ts';
import { PreparedStatementsClient } from '../../src/db/prepared-statements-client.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

/** A one-connection pool whose round trips (the server's "ready for query" answers) are counted. */
function countingDatabase(url: string) {
  const counter = { roundTrips: 0 };
  class CountingClient extends PreparedStatementsClient {
    constructor(config?: pg.ClientConfig) {
      super(config);
      const { connection } = this as unknown as { connection: NodeJS.EventEmitter };
      connection.on('readyForQuery', () => {
        counter.roundTrips += 1;
      });
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 1, Client: CountingClient });
  return { db: databaseOnPool(pool), counter };
}

// A transaction's begin goes in the same write as its first statement (decision 0055).
describe('transactions on PostgreSQL', () => {
  let database: TestDatabase;
  let db: Db;
  let counter: { roundTrips: number };
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table round_trip_probe (id int primary key)`.execute(database.db);
    ({ db, counter } = countingDatabase(database.url!));
    // The connection is open and its begin prepared: the counts below are of warm transactions.
    await db.transaction().execute((tx) => sql`select 1`.execute(tx));
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  const roundTripsOf = async (work: () => Promise<unknown>) => {
    const before = counter.roundTrips;
    await work();
    return counter.roundTrips - before;
  };

  it('take one round trip for the begin and first statement, one per statement after, one to commit', async () => {
    const oneStatement = await roundTripsOf(() =>
      db.transaction().execute((tx) => sql`insert into round_trip_probe values (1)`.execute(tx)),
    );
    expect(oneStatement).toBe(2);
    const twoStatements = await roundTripsOf(() =>
      db.transaction().execute(async (tx) => {
        await sql`insert into round_trip_probe values (2)`.execute(tx);
        await sql`insert into round_trip_probe values (3)`.execute(tx);
      }),
    );
    expect(twoStatements).toBe(3);
    expect(await roundTripsOf(() => db.transaction().execute(async () => {}))).toBe(0);
  });

  it('roll back what the first statement wrote when a later one fails, and go on afterwards', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`insert into round_trip_probe values (10)`.execute(tx);
        await sql`insert into round_trip_probe values (10)`.execute(tx);
      }),
    ).rejects.toThrow(/duplicate key/);
    await expect(
      db.transaction().execute((tx) => sql`insert into round_trip_probe values (1)`.execute(tx)),
    ).rejects.toThrow(/duplicate key/);
    const { rows } = await sql<{ id: number }>`select id from round_trip_probe order by id`.execute(
      db,
    );
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('run statements started together in a transaction, in one transaction', async () => {
    const txids = await db.transaction().execute(async (tx) => {
      const [a, b] = await Promise.all([
        sql<{ x: string }>`select txid_current()::text as x`.execute(tx),
        sql<{ x: string }>`select txid_current()::text as x`.execute(tx),
      ]);
      return [a.rows[0]?.x, b.rows[0]?.x];
    });
    expect(txids[0]).toBeDefined();
    expect(txids[1]).toBe(txids[0]);
  });
});
