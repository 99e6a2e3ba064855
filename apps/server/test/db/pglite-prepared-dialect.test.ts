import { AbortedTransactionError, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPgliteDatabase, type Db } from '../../src/db/database.ts';
import { PREPARED_STATEMENT_LIMIT } from '../../src/db/pglite-prepared-dialect.ts';
import { isUniqueViolation } from '../../src/lib/db-errors.ts';

// One embedded database for the file (each PGlite takes seconds to boot), whichever database the
// rest of the suite runs on: this is the embedded database's own driver.
let db: Db;
beforeAll(() => {
  db = createPgliteDatabase('memory://');
});
afterAll(async () => {
  await db.destroy();
});
beforeEach(async () => {
  await sql`drop table if exists item`.execute(db);
  await sql`create table item (id int primary key, label text, at timestamptz, data bytea, doc jsonb, tags text[])`.execute(
    db,
  );
});

async function ids(): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`select id from item order by id`.execute(db);
  return rows.map((row) => row.id);
}

async function preparedCount(): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from pg_prepared_statements`.execute(db);
  return rows[0]?.n ?? 0;
}

describe('PGlite with prepared statements', () => {
  it('carries parameters and answers of every type the app stores, run after run', async () => {
    const at = new Date('2026-11-28T01:02:03.456Z');
    for (let id = 1; id <= 8; id++) {
      await db
        .insertInto('item' as never)
        .values({
          id,
          label: `Juan ${id}`,
          at,
          data: new Uint8Array([1, 2, 255]),
          doc: JSON.stringify({ a: [id] }),
          tags: ['a', 'b'],
        } as never)
        .execute();
    }
    const { rows } = await sql<Record<string, unknown>>`
      select label, at, data, doc, tags, 12345678901234::bigint as big, true as yes, null as nothing
      from item where id = ${8}`.execute(db);
    expect(rows).toEqual([
      {
        label: 'Juan 8',
        at,
        data: new Uint8Array([1, 2, 255]),
        doc: { a: [8] },
        tags: ['a', 'b'],
        big: 12345678901234,
        yes: true,
        nothing: null,
      },
    ]);
    const update = await sql`update item set label = ${'Maria'} where id <= ${3}`.execute(db);
    expect(update.numAffectedRows).toBe(3n);
  });

  it('prepares a statement once and runs it by name after that', async () => {
    const before = await preparedCount();
    for (let id = 1; id <= 10; id++) {
      await sql`insert into item (id, label) values (${id}, ${'x'})`.execute(db);
    }
    expect(await preparedCount()).toBe(before + 1);
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('answers in the new shape after the schema changes', async () => {
    await sql`insert into item (id) values (1)`.execute(db);
    const before = await sql<Record<string, unknown>>`select * from item`.execute(db);
    expect(Object.keys(before.rows[0] ?? {})).not.toContain('extra');
    await sql`alter table item add column extra text default 'new'`.execute(db);
    const after = await sql<Record<string, unknown>>`select * from item`.execute(db);
    expect(after.rows[0]).toMatchObject({ id: 1, extra: 'new' });
  });

  it(`keeps at most ${PREPARED_STATEMENT_LIMIT} statements prepared`, async () => {
    for (let n = 0; n < PREPARED_STATEMENT_LIMIT + 20; n++) {
      await sql`select ${n}::int as n, ${sql.lit(n)} as distinct_text`.execute(db);
    }
    expect(await preparedCount()).toBeLessThanOrEqual(PREPARED_STATEMENT_LIMIT);
    const { rows } = await sql<{ n: number }>`select ${7}::int as n, 0 as distinct_text`.execute(
      db,
    );
    expect(rows).toEqual([{ n: 7, distinct_text: 0 }]);
  });

  it('commits a transaction that returns and rolls back one that throws', async () => {
    await db.transaction().execute(async (tx) => {
      await sql`insert into item (id) values (${1})`.execute(tx);
    });
    await expect(
      db.transaction().execute(async (tx) => {
        await sql`insert into item (id) values (${2})`.execute(tx);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await ids()).toEqual([1]);
  });

  it("keeps the database error's code and constraint, and goes on after it", async () => {
    await sql`insert into item (id) values (${1})`.execute(db);
    const error = await sql`insert into item (id) values (${1})`.execute(db).catch((e) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'item_pkey' });
    expect(isUniqueViolation(error, 'item_pkey')).toBe(true);
    const syntax = await sql`selec 1`.execute(db).catch((e) => e);
    expect(syntax).toMatchObject({ code: '42601' });
    await sql`insert into item (id) values (${2})`.execute(db);
    expect(await ids()).toEqual([1, 2]);
  });

  it('refuses to commit a transaction an error has aborted, and writes nothing of it', async () => {
    const outcome = db.transaction().execute(async (tx) => {
      await sql`insert into item (id) values (${1})`.execute(tx);
      await sql`insert into item (id) values (${1})`.execute(tx).catch(() => undefined);
    });
    await expect(outcome).rejects.toBeInstanceOf(AbortedTransactionError);
    expect(await ids()).toEqual([]);
  });

  it('runs concurrent transactions one at a time', async () => {
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          const before = await sql<{ n: number }>`select count(*)::int as n from item`.execute(tx);
          await new Promise((resolve) => setTimeout(resolve, 2));
          await sql`insert into item (id) values (${i + 1})`.execute(tx);
          return before.rows[0]?.n ?? -1;
        }),
      ),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await ids()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('answers a query made outside an open transaction once that transaction has ended', async () => {
    let committed = false;
    const transaction = db.transaction().execute(async (tx) => {
      await sql`insert into item (id) values (${1})`.execute(tx);
      await new Promise((resolve) => setTimeout(resolve, 30));
      committed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const outside = await ids();
    expect(committed).toBe(true);
    expect(outside).toEqual([1]);
    await transaction;
  });

  it('starts a transaction with the isolation level asked for', async () => {
    const level = await db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (tx) => {
        const { rows } = await sql<{
          transaction_isolation: string;
        }>`show transaction_isolation`.execute(tx);
        return rows[0]?.transaction_isolation;
      });
    expect(level).toBe('repeatable read');
  });
});
