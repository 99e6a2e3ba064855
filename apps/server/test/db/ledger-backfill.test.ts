import {
  addDays,
  applyPayment,
  applyRollover,
  balancesAsOf,
  DEFAULT_COST_CAP,
  type LoanState,
  newLoanState,
  quote,
  rolloverQuote,
} from '@loan/loan-engine';
import { Migrator } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRAND } from '../../src/config-brand.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { phDate } from '../../src/lib/ph-date.ts';
import { insertProductsIfMissing } from '../../src/modules/catalogue/catalogue.repository.ts';
import { pricingColumns, pricingFromColumns } from '../../src/modules/catalogue/pricing-columns.ts';
import { entriesOf } from '../../src/modules/ledger/ledger.service.ts';
import { reconcileLedger } from '../../src/modules/ledger/ledger-view.service.ts';
import type { LoanDeps } from '../../src/modules/order/loan-deps.ts';
import { insertOrder } from '../../src/modules/order/order.repository.ts';
import { insertPayment } from '../../src/modules/payments/payments.repository.ts';
import { findOrCreateUserByPhone } from '../../src/modules/user/user.repository.ts';
import { DEMO_PRODUCTS } from '../../src/seed/demo-catalogue.ts';
import { TestClock } from '../helpers/test-clock.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const CAP = DEFAULT_COST_CAP;

/**
 * Orders as the code before the ledger left them (columns overwritten, payments rows), migrated:
 * their entries must say exactly what their columns said.
 */
describe('migration 0016 backfills the entries of existing orders', () => {
  let database: TestDatabase;
  const clock = new TestClock();
  const now = clock.now();
  const today = phDate(now);
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    const migrator = new Migrator({
      db: database.db,
      provider: { getMigrations: async () => migrations },
    });
    const { error } = await migrator.migrateTo('0015-operators-and-audit');
    if (error) throw error;
  });
  afterAll(() => database.drop());

  async function legacyOrder(
    publicId: string,
    releasedDaysAgo: number,
    status: number,
    life: (loan: LoanState, db: TestDatabase['db'], orderId: string) => Promise<LoanState>,
  ) {
    const db = database.db;
    const product = DEMO_PRODUCTS[0]!;
    const pricing = pricingFromColumns(product);
    const release = addDays(today, -releasedDaysAgo);
    const q = quote(pricing, product.default_amount, release, CAP);
    const user = await findOrCreateUserByPhone(db, `0917${publicId.slice(-7)}`, now);
    const row = await insertOrder(db, {
      public_id: publicId,
      user_id: user.id,
      product_id: product.id,
      status,
      client_kind: 'new',
      principal: q.principal,
      ...pricingColumns(pricing),
      service_fee: q.serviceFee,
      net_proceeds: q.netProceeds,
      interest: q.interest,
      total_repayable: q.totalRepayable,
      release_date: release,
      due_date: q.schedule.at(-1)!.dueDate,
      schedule: JSON.stringify(q.schedule),
      applied_at: now,
      updated_at: now,
    });
    const loan = await life(newLoanState(q, 'new'), db, row.id);
    await db
      .updateTable('loan_orders')
      .set({
        paid_penalty: loan.paid.penalty,
        paid_interest: loan.paid.interest,
        paid_principal: loan.paid.principal,
        penalty_charged: loan.penaltyCharged,
        default_interest_carried: loan.defaultInterestCarried ?? 0,
        default_accrued_through: loan.defaultAccruedThrough ?? null,
        schedule: JSON.stringify(loan.schedule),
        due_date: loan.schedule.at(-1)!.dueDate,
        rollovers: loan.rollovers,
      })
      .where('id', '=', row.id)
      .execute();
  }

  let n = 0;
  async function pay(
    db: TestDatabase['db'],
    orderId: string,
    loan: LoanState,
    day: string,
    amount: number,
  ) {
    const { loan: after, allocation } = applyPayment(loan, day, amount, CAP);
    n += 1;
    await insertPayment(db, {
      receipt_no: `RC00000000000${n}`,
      order_id: orderId,
      source: 'provider',
      provider: 'sandbox',
      provider_payment_id: `legacy-${n}`,
      reference: `PN00000000000${n}`,
      kind: 'instalment',
      channel: 'GCash',
      amount,
      ...allocation,
      outstanding_after: 0,
      actor: 'provider:sandbox',
      paid_at: new Date(`${day}T10:00:00+08:00`),
    });
    return after;
  }

  it('reconciles every order with its payments, and explains unexplained amounts', async () => {
    // The products as they were at migration 0016: without the Filipino columns added later.
    const products = DEMO_PRODUCTS.map(
      (product) =>
        Object.fromEntries(
          Object.entries(product).filter(([column]) => !column.endsWith('_fil')),
        ) as (typeof DEMO_PRODUCTS)[number],
    );
    await insertProductsIfMissing(database.db, products);
    // Settled with no payments rows (as the old demo seed left it).
    await legacyOrder('PN-OLD-0000001', 200, 200, async (loan) => ({
      ...loan,
      paid: {
        penalty: 0,
        interest: loan.schedule.reduce((s, i) => s + i.interest, 0),
        principal: loan.principal,
      },
    }));
    // Overdue, paid in part twice (the second overpaying nothing), penalty and default interest.
    await legacyOrder('PN-OLD-0000002', 120, 180, async (loan, db, id) => {
      const due = loan.schedule[0]!.dueDate;
      let state = await pay(db, id, loan, addDays(due, 3), 20_000);
      state = await pay(db, id, state, addDays(due, 9), 35_000);
      return { ...state, penaltyCharged: true };
    });
    // Rolled over once, then paid off with more than it owed.
    await legacyOrder('PN-OLD-0000003', 95, 200, async (loan, db, id) => {
      const day = addDays(loan.schedule[0]!.dueDate, 2);
      const q = rolloverQuote(loan, day, CAP);
      const rolled = applyRollover(loan, day, CAP);
      n += 1;
      await insertPayment(db, {
        receipt_no: `RC00000000000${n}`,
        order_id: id,
        source: 'operator',
        provider: null,
        reference: `bank-${n}`,
        kind: 'rollover',
        channel: 'bank',
        amount: q.amountDue,
        penalty: q.penaltyDue,
        interest: q.interestDue,
        principal: 0,
        unapplied: 0,
        outstanding_after: 0,
        actor: 'ops:maria@example.com',
        paid_at: new Date(`${day}T10:00:00+08:00`),
      });
      const later = addDays(day, 1);
      // More than clears the loan: the rest is an overpayment.
      return pay(db, id, rolled, later, balancesAsOf(rolled, later, CAP).total + 500);
    });

    await migrateToLatest(database.db);
    const deps = {
      db: database.db,
      clock,
      config: { costCap: CAP, brand: DEMO_BRAND },
    } as unknown as LoanDeps;
    const report = await reconcileLedger(deps, { batchSize: 2 });
    expect(report).toMatchObject({ orders: 3, payments: 4, differences: 0, listed: [] });

    const orders = await database.db
      .selectFrom('loan_orders')
      .select(['id', 'public_id'])
      .orderBy('public_id')
      .execute();
    const types = async (i: number) =>
      (await entriesOf(database.db, orders[i]!.id)).map((e) => [e.type, e.recordedBy]);
    expect(await types(0)).toEqual([
      ['disbursement', 'system:migration'],
      ['service_fee', 'system:migration'],
      ['scheduled_interest', 'system:migration'],
      ['repayment', 'system:migration'],
    ]);
    expect((await types(1)).map(([type]) => type)).toEqual([
      'disbursement',
      'service_fee',
      'scheduled_interest',
      'penalty',
      'repayment',
      // What was carried is one entry, through the day of the last payment, which froze it.
      'default_interest',
      'repayment',
    ]);
    expect(await types(2)).toContainEqual(['repayment', 'operator:maria@example.com']);
    expect((await types(2)).map(([type]) => type)).toContain('rollover');
    expect((await types(2)).map(([type]) => type)).toContain('overpayment_credit');
  });
});
