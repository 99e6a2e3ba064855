import {
  DEMO_BORROWER_PHONE,
  DEMO_ORDER_IDS,
  DEMO_PRODUCT_ID,
  ORDER_STATUS,
  type OrderStatus,
} from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../src/config-brand.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { entriesOf, foldOf } from '../../src/modules/ledger/ledger.service.ts';
import { loanStateOf, termsOf, toOrder } from '../../src/modules/order/order.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

describe('seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.drop());

  const now = new Date('2026-03-02T09:00:00Z');
  const users = () => database.db.selectFrom('users').select('phone').execute();
  const contacts = () =>
    database.db.selectFrom('customer_service_contacts').select(['email', 'sm_wa']).execute();
  const orders = () =>
    database.db
      .selectFrom('loan_orders')
      .select(['public_id', 'product_id', 'status', 'release_date'])
      .orderBy('public_id')
      .execute();

  it('in production adds only the contact row, from the brand', async () => {
    const brand = { ...DEMO_BRAND, companyEmail: 'help@acme.example', servicePhone: '+63 2 1' };
    await seedDatabase(database.db, { brand, production: true, now });
    expect(await users()).toEqual([]);
    expect(await orders()).toEqual([]);
    expect(await database.db.selectFrom('products').select('id').execute()).toEqual([]);
    expect(await contacts()).toEqual([{ email: 'help@acme.example', sm_wa: '+63 2 1' }]);
  });

  it('outside production adds the catalogue, the demo borrower and their orders, once', async () => {
    await seedDatabase(database.db, { brand: DEMO_BRAND, production: false, now });
    await seedDatabase(database.db, { brand: DEMO_BRAND, production: false, now });
    expect(await users()).toEqual([{ phone: DEMO_BORROWER_PHONE }]);
    // An existing contact row is the operator's: never overwritten.
    expect(await contacts()).toEqual([{ email: 'help@acme.example', sm_wa: '+63 2 1' }]);
    const products = await database.db.selectFrom('products').select('id').execute();
    expect(products.map((p) => p.id)).toContain(DEMO_PRODUCT_ID);
    const partners = await database.db.selectFrom('partner_products').selectAll().execute();
    expect(partners.some((p) => !p.enabled)).toBe(true);
    expect(partners.some((p) => !p.url.startsWith('http'))).toBe(true);

    const seeded = await orders();
    const statusOf = Object.fromEntries(seeded.map((o) => [o.public_id, o.status as OrderStatus]));
    expect(statusOf).toEqual({
      [DEMO_ORDER_IDS.rejected]: ORDER_STATUS.rejected,
      [DEMO_ORDER_IDS.underReview]: ORDER_STATUS.underReview,
      [DEMO_ORDER_IDS.approved]: ORDER_STATUS.approved,
      [DEMO_ORDER_IDS.disbursed]: ORDER_STATUS.disbursed,
      [DEMO_ORDER_IDS.due]: ORDER_STATUS.due,
      [DEMO_ORDER_IDS.overdue]: ORDER_STATUS.overdue,
      [DEMO_ORDER_IDS.settled]: ORDER_STATUS.settled,
    });
    // The open ones leave DEMO_PRODUCT_ID free for a new application.
    const open = seeded.filter((o) => o.status === 110 || o.status === 151);
    expect(open.map((o) => o.product_id)).not.toContain(DEMO_PRODUCT_ID);
    // Every order with history: the first event is the application.
    const events = await database.db.selectFrom('order_events').select('to_status').execute();
    expect(events.filter((e) => e.to_status === ORDER_STATUS.underReview)).toHaveLength(7);
  });

  it('gives every released demo order the entries its balances come from', async () => {
    const rows = await database.db
      .selectFrom('loan_orders')
      .selectAll()
      .where('release_date', 'is not', null)
      .execute();
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      const order = toOrder(row);
      const entries = await entriesOf(database.db, order.id);
      // The projection is the fold of the entries, field by field.
      expect({ ...foldOf(termsOf(order), entries), credit: undefined }).toEqual(loanStateOf(order));
      const payments = await database.db
        .selectFrom('payments')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      const repaid = entries.filter((e) => e.type === 'repayment');
      expect(repaid.map((e) => e.paymentId)).toEqual(payments.map((p) => p.id));
      const paidTotal = order.paid.penalty + order.paid.interest + order.paid.principal;
      expect(payments.reduce((sum, p) => sum + p.amount - p.unapplied, 0)).toBe(paidTotal);
    }
    const settled = rows.find((row) => row.public_id === DEMO_ORDER_IDS.settled)!;
    expect(settled.paid_principal + settled.paid_interest).toBe(settled.total_repayable);
    const overdue = toOrder(rows.find((row) => row.public_id === DEMO_ORDER_IDS.overdue)!);
    const penalties = (await entriesOf(database.db, overdue.id)).filter(
      (e) => e.type === 'penalty',
    );
    expect(penalties.map((e) => [e.amount, e.recordedBy])).toEqual([[80_000, 'clock']]);
  });

  it('leaves a database with users alone', async () => {
    const fresh = await createTestDatabase();
    try {
      await migrateToLatest(fresh.db);
      await fresh.db.insertInto('users').values({ phone: '09180000001' }).execute();
      await seedDatabase(fresh.db, { brand: DEMO_BRAND, production: false, now });
      expect(await fresh.db.selectFrom('users').select('phone').execute()).toEqual([
        { phone: '09180000001' },
      ]);
      expect(await fresh.db.selectFrom('loan_orders').select('id').execute()).toEqual([]);
    } finally {
      await fresh.drop();
    }
  });
});
