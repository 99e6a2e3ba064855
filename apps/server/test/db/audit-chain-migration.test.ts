import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { verifyAuditChain } from '../../src/modules/audit/audit-verify.service.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const PHONE = '09171234567';

/** Records written before the chain lose their borrowers' details and are chained as they are. */
describe('migration 0053 strips and chains the audit records already kept', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    const { error } = await migrator.migrateTo('0052-ops-token-keys-and-refusal-counts');
    if (error) throw error;
    const at = new Date('2026-03-01T02:03:04.005Z');
    const old = (target: string, before: unknown, after: unknown) =>
      sql`insert into audit_records (at, actor, action, outcome, target, before, after, ip)
        values (${at}, 'operator:a@example.ph', 'POST /api/ops/x', 'done', ${target},
          ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb, '10.0.0.1')`.execute(
        database.db,
      );
    await old(`phone=${PHONE}`, { orderId: 'PN1', phone: PHONE }, { endedSessions: 2 });
    await old('problemId=7', { content: 'Juan Dela Cruz was shouted at' }, { reply: 'Sorry' });
    await old('orderId=PN1', null, { contactName: 'Maria Santos', party: 'guarantor' });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  it('keeps ids, withholds phones, names and texts, and the chain verifies', async () => {
    const { rows } = await sql<{ target: string; before: unknown; after: unknown }>`
      select target, before, after from audit_records order by audit_records.id`.execute(
      database.db,
    );
    expect(rows).toEqual([
      {
        target: 'phone=[withheld]',
        before: { orderId: 'PN1', phone: '[withheld]' },
        after: { endedSessions: 2 },
      },
      { target: 'problemId=7', before: { content: '[withheld]' }, after: { reply: '[withheld]' } },
      {
        target: 'orderId=PN1',
        before: null,
        after: { contactName: '[withheld]', party: 'guarantor' },
      },
    ]);
    expect(await verifyAuditChain(database)).toMatchObject({ ok: true, checked: 3, problems: [] });
  });
});
