import { ORDER_STATUS } from '@loan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkSoakInvariants,
  type SoakBorrower,
  seedSoakBorrowers,
} from '../../scripts/soak-data.ts';
import { DEMO_BRAND } from '../../src/config-brand.ts';
import { systemClock } from '../../src/lib/clock.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { phDate } from '../../src/lib/ph-date.ts';
import { loanStateOf, toOrder } from '../../src/modules/order/order.ts';
import { payableAsOf } from '../../src/modules/payments/payable.ts';
import { testConfig } from '../helpers/build-test-app.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database.ts';

const NOTHING_TRACKED = { acknowledgedPaymentIds: [], refusedKeys: [], refusedComplaintTexts: [] };

const config = testConfig();
const SEEDED_AT = new Date('2026-03-02T09:00:00Z');

describe('soak data', () => {
  let database: TestDatabase;
  const deps = () => ({ db: database.db, clock: systemClock, config });
  let borrowers: SoakBorrower[];
  beforeAll(async () => {
    database = await createTestDatabase();
    borrowers = await seedSoakBorrowers(database.db, 8, { brand: DEMO_BRAND, now: SEEDED_AT });
  });
  afterAll(() => database.drop());

  const orderIdOf = async (publicId: string) =>
    await database.db
      .selectFrom('loan_orders')
      .select(['id', 'user_id'])
      .where('public_id', '=', publicId)
      .executeTakeFirstOrThrow();

  it('seeds borrowers whose session tokens are stored hashed, with orders in every loan-out status', async () => {
    expect(borrowers.map((b) => b.order.status)).toEqual([
      ORDER_STATUS.approved,
      ORDER_STATUS.disbursed,
      ORDER_STATUS.due,
      ORDER_STATUS.overdue,
      ORDER_STATUS.approved,
      ORDER_STATUS.disbursed,
      ORDER_STATUS.due,
      ORDER_STATUS.overdue,
    ]);
    const sessions = await database.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['users.phone', 'sessions.token_hash'])
      .where(
        'users.phone',
        'in',
        borrowers.map((b) => b.phone),
      )
      .execute();
    expect(sessions).toHaveLength(8);
    for (const b of borrowers) {
      expect(sessions.find((s) => s.phone === b.phone)?.token_hash).toBe(sha256Hex(b.token));
    }
    const stored = await database.db
      .selectFrom('loan_orders')
      .select(['public_id', 'status'])
      .where('public_id', 'like', 'SOAK-%')
      .orderBy('public_id')
      .execute();
    expect(stored.map((o) => [o.public_id, o.status])).toEqual(
      borrowers.map((b) => [b.order.orderId, b.order.status]),
    );
    const accounts = await database.db
      .selectFrom('payout_accounts')
      .innerJoin('users', 'users.id', 'payout_accounts.user_id')
      .select('users.phone')
      .execute();
    expect(accounts.map((a) => a.phone).sort()).toEqual(
      borrowers.filter((b) => b.hasPayoutAccount).map((b) => b.phone),
    );
  });

  it('seeds loans out that can all be paid on the day, so a run never waits for a due date', async () => {
    const rows = await database.db
      .selectFrom('loan_orders')
      .selectAll()
      .where('public_id', 'like', 'SOAK-%')
      .where('status', '!=', ORDER_STATUS.approved)
      .execute();
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const state = loanStateOf(toOrder(row))!;
      expect(payableAsOf(state, phDate(SEEDED_AT), config.costCap)).toBeGreaterThan(100_000);
    }
  });

  it('finds the invariants holding on the seeded data', async () => {
    expect((await checkSoakInvariants(deps(), NOTHING_TRACKED)).ok).toBe(true);
  });

  it('reports an acknowledged callback with no payment, a payment the order does not show, and rows of refused writes', async () => {
    const order = await orderIdOf(borrowers[1]!.order.orderId);
    await database.db
      .insertInto('payments')
      .values({
        receipt_no: 'R-SOAK-TEST-1',
        order_id: order.id,
        source: 'provider',
        provider: 'sandbox',
        provider_payment_id: 'soak_test_1',
        reference: 'PN000000000001',
        kind: 'instalment',
        channel: 'GCash',
        amount: 10_000,
        penalty: 0,
        interest: 10_000,
        principal: 0,
        unapplied: 0,
        outstanding_after: 500_000,
        actor: 'provider:sandbox',
        paid_at: new Date('2026-03-02T09:30:00Z'),
      })
      .execute();
    await database.db
      .insertInto('idempotency_keys')
      .values({
        user_id: order.user_id,
        scope: 'generate-vcode',
        key: 'soak-refused-test',
        request_hash: 'x',
        created_at: new Date('2026-03-02T09:30:00Z'),
      })
      .execute();
    await database.db
      .insertInto('complaints')
      .values({
        public_id: 'CSOAKTEST1',
        user_id: order.user_id,
        order_id: order.id,
        problem_type: 2,
        detail: 'refused complaint text',
      })
      .execute();

    const result = await checkSoakInvariants(deps(), {
      acknowledgedPaymentIds: ['soak_test_1', 'soak_test_never_booked'],
      refusedKeys: ['soak-refused-test'],
      refusedComplaintTexts: ['refused complaint text'],
    });

    expect(result).toMatchObject({
      ok: false,
      acknowledgedCallbacks: 2,
      acknowledgedBooked: 1,
      providerIdsBookedTwice: 0,
      ordersPaidMismatch: [borrowers[1]!.order.orderId],
      refusedKeysWithRow: ['soak-refused-test'],
      refusedComplaintsStored: 1,
    });
  });
});
