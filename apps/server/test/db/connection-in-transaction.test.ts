import { sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { SECOND_CONNECTION_MESSAGE } from '../helpers/connection-in-transaction-guard.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

// A transaction holds its connection; a query of its own code on another one waits for the pool.
describe('a query on a second connection inside a transaction', () => {
  if (process.env.DATABASE_URL) {
    it('is refused on the PostgreSQL test databases, and allowed after the commit', async () => {
      const database = await createTestDatabase({ empty: true });
      try {
        await expect(
          database.db.transaction().execute(async (tx) => {
            await sql`select 1`.execute(tx);
            await sql`select 2`.execute(database.db);
          }),
        ).rejects.toThrow(SECOND_CONNECTION_MESSAGE);
        await database.db.transaction().execute(async (tx) => {
          await sql`select 1`.execute(tx);
        });
        const { rows } = await sql<{ n: number }>`select 3 as n`.execute(database.db);
        expect(rows).toEqual([{ n: 3 }]);
      } finally {
        await database.drop();
      }
    });
  } else {
    it('waits for the transaction on PGlite, its one connection', async () => {
      const database = await createTestDatabase({ empty: true });
      try {
        let answered = false;
        await database.db.transaction().execute(async (tx) => {
          await sql`select 1`.execute(tx);
          void sql`select 2`.execute(database.db).then(() => {
            answered = true;
          });
          await sql`select pg_sleep(0.05)`.execute(tx);
          expect(answered).toBe(false);
        });
        await vi.waitFor(() => expect(answered).toBe(true));
      } finally {
        await database.drop();
      }
    });
  }
});
