import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateAllDown, migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const APP_TABLES = [
  'analytics_events',
  'applicant_profile_changes',
  'applicant_profiles',
  'audit_records',
  'bind_items',
  'borrower_languages',
  'borrower_message_settings',
  'borrower_messages',
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
  'login_codes',
  'money_approvals',
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

  const appTables = async () =>
    (await database.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_'))
      .sort();

  it('are named in the order they run', () => {
    const names = Object.keys(migrations);
    expect(names).toEqual([...names].sort());
  });

  it('go up, all the way down, and up again', async () => {
    await migrateToLatest(database.db);
    expect(await appTables()).toEqual(APP_TABLES);
    await migrateToLatest(database.db);

    await migrateAllDown(database.db);
    expect(await appTables()).toEqual([]);

    await migrateToLatest(database.db);
    expect(await appTables()).toEqual(APP_TABLES);
  });
});
