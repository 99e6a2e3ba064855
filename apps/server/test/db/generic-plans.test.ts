import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

// Production plans a prepared statement generically from its sixth run on a connection; the test
// databases do it from the first, so a statement that breaks then breaks here.
describe('test databases', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('force generic plans on every connection', async () => {
    const { rows } = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(
      database.db,
    );
    expect(rows[0]?.plan_cache_mode).toBe('force_generic_plan');
  });
});
