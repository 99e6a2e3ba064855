import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { PREPARED_STATEMENT_LIMIT } from '../../src/db/prepared-statements.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// The app's database handle on PGlite and on PostgreSQL alike keeps reads and writes prepared.
describe('prepared statements', () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await sql`create table notes (id serial primary key, body text not null unique)`.execute(db);
  });
  afterAll(() => database.drop());

  // Sequential calls reuse the connection the last one gave back, so this sees their statements.
  const preparedTexts = async () => {
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements where name <> ${'none'}`.execute(db);
    return rows.map((row) => row.statement);
  };

  it('prepares a read once and binds new values to it on every call', async () => {
    await sql`insert into notes (body) values (${'first'}), (${'second'})`.execute(db);
    const read = (body: string) =>
      sql<{ id: number }>`select id from notes where body = ${body}`.execute(db);
    expect((await read('first')).rows).toHaveLength(1);
    expect((await read('second')).rows).toHaveLength(1);
    expect((await read('third')).rows).toHaveLength(0);
    const texts = await preparedTexts();
    expect(texts.filter((text) => text === 'select id from notes where body = $1')).toHaveLength(1);
  });

  it("reports the database's error with its code, and the next call works", async () => {
    const insert = (body: string) => sql`insert into notes (body) values (${body})`.execute(db);
    await expect(insert('first')).rejects.toMatchObject({ code: '23505' });
    await insert('third');
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from notes where id > ${0}`.execute(db);
    expect(rows).toEqual([{ n: 3 }]);
  });

  it('answers with the new columns after a table changed under a prepared statement', async () => {
    const first = () =>
      sql<Record<string, unknown>>`select * from notes where id = ${1}`.execute(db);
    expect(Object.keys((await first()).rows[0] ?? {})).toEqual(['id', 'body']);
    await sql`alter table notes add column seen boolean not null default false`.execute(db);
    expect((await first()).rows[0]).toMatchObject({ id: 1, body: 'first', seen: false });
  });

  it('keeps transactions whole: a rollback undoes prepared writes, a commit keeps them', async () => {
    const count = async (body: string) => {
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from notes where body = ${body}`.execute(db);
      return rows[0]?.n;
    };
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`insert into notes (body) values (${'undone'})`.execute(tx);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.transaction().execute(async (tx) => {
      await sql`insert into notes (body) values (${'kept'})`.execute(tx);
    });
    expect(await count('undone')).toBe(0);
    expect(await count('kept')).toBe(1);
  });

  it('keeps at most the limit of statements prepared on a connection', async () => {
    for (let i = 0; i < PREPARED_STATEMENT_LIMIT + 10; i++) {
      const { rows } = await sql<{ n: number }>`select ${1}::int + ${sql.lit(i)} as n`.execute(db);
      expect(rows[0]?.n).toBe(1 + i);
    }
    expect((await preparedTexts()).length).toBeLessThanOrEqual(PREPARED_STATEMENT_LIMIT);
  });
});
