import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Both databases run the app's statements prepared (decisions 0052 and 0053): parsed and planned
// once per connection, then bound and run by name.
describe('prepared statements', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());
  beforeEach(async () => {
    await sql`drop table if exists prepared_probe`.execute(database.db);
    await sql`create table prepared_probe (id int primary key, label text)`.execute(database.db);
    await sql`insert into prepared_probe values (1, 'one'), (2, 'two')`.execute(database.db);
  });

  it('are prepared once per connection and then run by name', async () => {
    const read = 'select "label" from "prepared_probe" where "id" = $1';
    const { labels, prepared } = await database.db.transaction().execute(async (tx) => {
      const labels: string[] = [];
      for (const id of [1, 2, 1]) {
        const { rows } = await sql<{
          label: string;
        }>`select "label" from "prepared_probe" where "id" = ${id}`.execute(tx);
        labels.push(...rows.map((row) => row.label));
      }
      const count = await sql<{ n: number }>`
        select count(*)::int as n from pg_prepared_statements where statement = ${read}`.execute(
        tx,
      );
      return { labels, prepared: count.rows[0]?.n };
    });
    expect(labels).toEqual(['one', 'two', 'one']);
    expect(prepared).toBe(1);
  });

  it('answer in the new shape after a migration adds a column, on the same connection', async () => {
    const columns = await database.db.connection().execute(async (connection) => {
      const readAll = () =>
        sql<Record<string, unknown>>`select * from prepared_probe order by id`.execute(connection);
      const before = await readAll();
      await readAll();
      await sql`alter table prepared_probe add column note text default 'added'`.execute(
        connection,
      );
      const after = await readAll();
      return { before: Object.keys(before.rows[0] ?? {}), after: after.rows[0] };
    });
    expect(columns.before).toEqual(['id', 'label']);
    expect(columns.after).toEqual({ id: 1, label: 'one', note: 'added' });
  });
});
