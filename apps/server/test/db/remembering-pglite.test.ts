import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markRememberable, REMEMBERED_ANSWER_LIMIT } from '../../src/db/remembered-reads.ts';
import { RememberingPGlite } from '../../src/db/remembering-pglite.ts';

const byName = 'select name, price, at from items where name = $1';
const plainByName = 'select name, price from items where name = $1';
markRememberable(byName, 'embedded');

describe('RememberingPGlite', () => {
  let db: RememberingPGlite;
  beforeAll(async () => {
    db = new RememberingPGlite();
    await db.exec(`
      create table items (name text primary key, price integer not null, at timestamptz not null);
      insert into items values ('tea', 120, '2026-03-02T09:00:00Z'), ('rice', 80, now());
    `);
  });
  afterAll(() => db.close());

  const priceOf = async (name: string) => {
    const { rows } = await db.query<{ price: number }>(byName, [name]);
    return rows[0]?.price;
  };
  /** Reads `name` and says whether the answer came from memory. */
  const fromMemory = async (name: string) => {
    const before = db.remembered.answeredFromMemory;
    await priceOf(name);
    return db.remembered.answeredFromMemory - before;
  };

  it('answers a rememberable read from memory until something is written', async () => {
    expect(await fromMemory('tea')).toBe(0);
    expect(await fromMemory('tea')).toBe(1);
    expect(await fromMemory('rice')).toBe(0);
    expect(await fromMemory('rice')).toBe(1);
    expect(await fromMemory('tea')).toBe(1);
    await db.query('update items set price = $1 where name = $2', [125, 'tea']);
    expect(await fromMemory('tea')).toBe(0);
    expect(await priceOf('tea')).toBe(125);
  });

  it('never answers other reads from memory', async () => {
    const before = db.remembered.answeredFromMemory;
    await db.query(plainByName, ['tea']);
    await db.query(plainByName, ['tea']);
    expect(db.remembered.answeredFromMemory).toBe(before);
  });

  it('gives every caller its own rows, dates included', async () => {
    await priceOf('tea');
    const first = await db.query<{ price: number; at: Date }>(byName, ['tea']);
    const row = first.rows[0];
    if (!row) throw new Error('no row');
    row.price = 1;
    row.at.setTime(0);
    const again = await db.query<{ price: number; at: Date }>(byName, ['tea']);
    expect(again.rows[0]).toEqual({
      name: 'tea',
      price: 125,
      at: new Date('2026-03-02T09:00:00Z'),
    });
  });

  it('forgets on a transaction, committed or rolled back, and on exec', async () => {
    await priceOf('tea');
    await db.transaction(async (tx) => {
      await tx.query('update items set price = 130 where name = $1', ['tea']);
    });
    expect(await fromMemory('tea')).toBe(0);
    expect(await priceOf('tea')).toBe(130);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('update items set price = 1 where name = $1', ['tea']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await fromMemory('tea')).toBe(0);
    expect(await priceOf('tea')).toBe(130);

    await db.exec(`update items set price = 135 where name = 'tea'`);
    expect(await fromMemory('tea')).toBe(0);
    expect(await priceOf('tea')).toBe(135);
  });

  it('does not keep an answer read while a write was under way', async () => {
    await priceOf('rice');
    const update = db.query('update items set price = 90 where name = $1', ['rice']);
    const during = priceOf('rice');
    await Promise.all([update, during]);
    // The read waited for the write or ran before it; either way it was not kept.
    expect(await fromMemory('rice')).toBe(0);
    expect(await priceOf('rice')).toBe(90);
  });

  it('keeps at most its limit of answers, forgetting the oldest first', async () => {
    await db.exec('update items set price = price');
    const names = Array.from({ length: REMEMBERED_ANSWER_LIMIT }, (_, index) => `n${index}`);
    for (const name of ['tea', ...names]) await priceOf(name);
    expect(await fromMemory(names.at(-1) ?? '')).toBe(1);
    expect(await fromMemory('tea')).toBe(0);
  });
});
