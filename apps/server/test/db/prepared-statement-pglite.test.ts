import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatementPGlite } from '../../src/db/prepared-statement-pglite.ts';
import { PREPARED_STATEMENT_LIMIT } from '../../src/db/prepared-statements.ts';

describe('PreparedStatementPGlite', () => {
  let prepared: PreparedStatementPGlite;
  let plain: PGlite;

  beforeAll(async () => {
    prepared = new PreparedStatementPGlite();
    plain = new PGlite();
    for (const db of [prepared, plain]) {
      await db.exec(`
        create table items (
          id serial primary key,
          name text not null unique,
          price integer,
          active boolean not null default true,
          tags jsonb,
          at timestamptz not null
        );
        insert into items (name, price, tags, at) values
          ('tea', 120, '["hot"]', '2026-03-02T09:00:00Z'),
          ('rice', null, null, '2026-03-03T10:30:00Z');
      `);
    }
  });
  afterAll(async () => {
    await prepared.close();
    await plain.close();
  });

  const byName = 'select * from items where name = $1 and at > $2';

  it('answers as PGlite does: values parsed by type, nulls, both row modes', async () => {
    const params = ['tea', new Date('2026-01-01T00:00:00Z')];
    for (const rowMode of ['object', 'array'] as const) {
      const mine = await prepared.query(byName, params, { rowMode });
      const theirs = await plain.query(byName, params, { rowMode });
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
    const { rows } = await prepared.query<{ tags: unknown; at: Date; price: number | null }>(
      byName,
      ['tea', new Date('2026-01-01T00:00:00Z')],
    );
    expect(rows[0]).toMatchObject({
      tags: ['hot'],
      price: 120,
      at: new Date('2026-03-02T09:00:00Z'),
    });
    const rice = await prepared.query<{ price: number | null }>(
      'select price from items where name = $1',
      ['rice'],
    );
    expect(rice.rows).toEqual([{ price: null }]);
  });

  it('prepares a statement once and binds new values to it on every call', async () => {
    const text = 'select name from items where price > $1 order by name';
    const before = prepared.preparedStatementCount;
    expect((await prepared.query(text, [100])).rows).toEqual([{ name: 'tea' }]);
    expect((await prepared.query(text, [500])).rows).toEqual([]);
    expect((await prepared.query(text, [null])).rows).toEqual([]);
    expect(prepared.preparedStatementCount).toBe(before + 1);
  });

  it('counts the rows a write touched and returns what it was asked to', async () => {
    const insert = await prepared.query<{ id: number }>(
      'insert into items (name, price, at) values ($1, $2, $3) returning id',
      ['bread', 45, new Date()],
    );
    expect(insert.rows).toHaveLength(1);
    const update = await prepared.query('update items set active = $1 where price is not null', [
      false,
    ]);
    expect(update.affectedRows).toBe(2);
  });

  it("reports the database's error with its code and keeps working after it", async () => {
    const insert = 'insert into items (name, at) values ($1, $2)';
    await expect(prepared.query(insert, ['tea', new Date()])).rejects.toMatchObject({
      code: '23505',
    });
    await expect(prepared.query('select nonsense from items where id = $1', [1])).rejects.toThrow(
      /nonsense/,
    );
    expect(
      (await prepared.query('select count(*)::int as n from items where id > $1', [0])).rows,
    ).toEqual([{ n: 3 }]);
  });

  it('prepares again when the table changed under a statement', async () => {
    const all = 'select * from items where id = $1';
    const before = await prepared.query<Record<string, unknown>>(all, [1]);
    expect(before.rows[0]).not.toHaveProperty('note');
    await prepared.exec("alter table items add column note text not null default 'n'");
    const after = await prepared.query<Record<string, unknown>>(all, [1]);
    expect(after.rows[0]).toMatchObject({ id: 1, note: 'n' });
  });

  it('leaves statements other than reads and writes to PGlite', async () => {
    const before = prepared.preparedStatementCount;
    await prepared.query("set statement_timeout = '5s'");
    await prepared.query('create table other (id int)');
    expect(prepared.preparedStatementCount).toBe(before);
  });

  it('runs inside a transaction the usual way, and sees its work after commit', async () => {
    await prepared.transaction(async (tx) => {
      await tx.query('insert into items (name, at) values ($1, $2)', ['soap', new Date()]);
    });
    const { rows } = await prepared.query('select name from items where name = $1', ['soap']);
    expect(rows).toEqual([{ name: 'soap' }]);
  });

  it('keeps at most the limit of statements prepared, closing the oldest', async () => {
    for (let i = 0; i < PREPARED_STATEMENT_LIMIT + 20; i++) {
      const { rows } = await prepared.query<{ n: number }>(`select $1::int + ${i} as n`, [1]);
      expect(rows[0]?.n).toBe(1 + i);
    }
    expect(prepared.preparedStatementCount).toBe(PREPARED_STATEMENT_LIMIT);
    const { rows } = await prepared.query<{ n: number }>('select $1::int + 0 as n', [7]);
    expect(rows[0]?.n).toBe(7);
    const open = await prepared.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements where name like $1',
      ['pglite_prepared_%'],
    );
    expect(open.rows[0]?.n).toBe(PREPARED_STATEMENT_LIMIT);
  });
});
