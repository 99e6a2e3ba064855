import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAllDown, migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const APP_TABLES = [
  'analytics_events',
  'applicant_profile_changes',
  'applicant_profiles',
  'audit_chain_head',
  'audit_records',
  'bind_items',
  'borrower_languages',
  'borrower_message_settings',
  'borrower_messages',
  'bot_refusal_counts',
  'card_repayments',
  'clock_offset',
  'collection_consents',
  'collection_contacts',
  'complaints',
  'customer_service_contacts',
  'device_reports',
  'erasure_requests',
  'idempotency_keys',
  'job_runs',
  'landing_counts',
  'landing_templates',
  'loan_entries',
  'loan_orders',
  'loan_parties',
  'login_codes',
  'money_approvals',
  'off_hours_consents',
  'operator_sessions',
  'operator_setup_links',
  'operator_sign_in_failures',
  'operators',
  'ops_refusal_counts',
  'ops_tokens',
  'order_events',
  'order_ratings',
  'partner_products',
  'pay_codes',
  'payment_channels',
  'payment_flags',
  'payment_reconciliations',
  'payments',
  'payout_accounts',
  'payout_events',
  'payout_states',
  'payouts',
  'products',
  'promotion_sids',
  'provider_webhooks',
  'receipt_series',
  'request_counts',
  'sandbox_settlements',
  'sessions',
  'sms_outbox',
  'spent_challenges',
  'upload_bytes',
  'uploads',
  'users',
];

describe('migrations', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });
  afterAll(() => database.drop());

  const tables = async (schema: string) =>
    (await database.db.introspection.getTables())
      .filter((table) => table.schema === schema)
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_'))
      .sort();
  const appTables = () => tables('public');
  // The job queue's own tables (pg-boss's, migration 0057), in a schema of their own.
  const queueTables = () => tables('pgboss');

  it('are named in the order they run', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });

  it('go up, all the way down, and up again', async () => {
    await migrateToLatest(database.db);
    expect(await appTables()).toEqual(APP_TABLES);
    expect(await queueTables()).toEqual(expect.arrayContaining(['job', 'queue', 'version']));
    await migrateToLatest(database.db);

    await migrateAllDown(database.db);
    expect(await appTables()).toEqual([]);
    expect(await queueTables()).toEqual([]);

    await migrateToLatest(database.db);
    expect(await appTables()).toEqual(APP_TABLES);
    // Three passes over some sixty migrations and the queue's schema: on a busy PostgreSQL server
    // that outlasts the default time-out.
  }, 120_000);
});
