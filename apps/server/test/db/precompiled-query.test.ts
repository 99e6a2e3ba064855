import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { precompiledQuery } from '../../src/db/precompiled-query.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

describe('precompiledQuery', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await sql`create table parcels (id int primary key, owner text not null, weight int not null, sent date)`.execute(
      db,
    );
    await sql`insert into parcels values
      (1, 'ana', 3, '2026-03-01'), (2, 'ana', 9, null), (3, 'ben', 5, '2026-03-02'), (4, 'ben', 3, null)`.execute(
      db,
    );
  });
  afterAll(() => database.drop());

  // Arguments land in the SQL in another order than they are passed, beside a constant of its own.
  const heavierOf = precompiledQuery((db: Db, minimum: number, owner: string) =>
    db
      .selectFrom('parcels' as never)
      .select(sql<number>`id`.as('id'))
      .where(sql`owner`, '=', owner)
      .where(sql`weight`, '>=', minimum)
      .where(sql`id`, '<>', 99)
      .orderBy(sql`id`),
  );

  it('binds each call’s arguments where the first compile found them', async () => {
    expect(await heavierOf(db, 3, 'ana')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(await heavierOf(db, 4, 'ana')).toEqual([{ id: 2 }]);
    expect(await heavierOf(db, 3, 'ben')).toEqual([{ id: 3 }, { id: 4 }]);
    expect(await heavierOf(db, 10, 'ben')).toEqual([]);
  });

  it('runs in a transaction it is given', async () => {
    await db.transaction().execute(async (tx) => {
      await sql`update parcels set weight = 20 where id = 4`.execute(tx);
      expect(await heavierOf(tx, 10, 'ben')).toEqual([{ id: 4 }]);
    });
  });

  it('refuses a build that does not use every argument as a bound value', async () => {
    const unused = precompiledQuery((db: Db, _owner: string) =>
      db.selectFrom('parcels' as never).select(sql<number>`id`.as('id')),
    );
    await expect(unused(db, 'ana')).rejects.toThrow(/1 argument\(s\) are not bound values/);
  });
});
