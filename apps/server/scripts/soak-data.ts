/**
 * The soak run's data (bench/src/soak): thousands of borrowers written before the server starts,
 * and the invariants read after the run. scripts/soak-db.ts runs them from the command line.
 */
import { randomBytes } from 'node:crypto';
import { type BrandConfig, DEMO_PRODUCT_ID, ORDER_STATUS, type OrderStatus } from '@loan/contract';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { sha256Hex } from '../src/lib/hash.ts';
import { phDate } from '../src/lib/ph-date.ts';
import { reconcileLedger } from '../src/modules/ledger/ledger-view.service.ts';
import type { LoanDeps } from '../src/modules/order/loan-deps.ts';
import { ordersPaidOutTwice } from '../src/modules/payout/payout-check.service.ts';
import { insertSession } from '../src/modules/user/session.repository.ts';
import { findOrCreateUserByPhone } from '../src/modules/user/user.repository.ts';
import { DEMO_DAYS_OVERDUE, type DemoOrder, seedOrder } from '../src/seed/demo-orders.ts';
import { seedDatabase } from '../src/seed/seed.ts';

/** A seeded borrower as the load generator uses it. */
export interface SoakBorrower {
  phone: string;
  token: string;
  order: { orderId: string; productId: string; status: OrderStatus };
  /** Whether a payout account is bound already (borrowers with money out have one). */
  hasPayoutAccount: boolean;
}

/** What the load generator saw, for the invariants. */
export interface SoakTracked {
  /** Provider payment ids the callback answered `booked` or `duplicate` for. */
  acknowledgedPaymentIds: string[];
  /** Idempotency keys of writes the server refused: none may have left a row. */
  refusedKeys: string[];
  /** Complaint texts of refused complaints: none may be stored. */
  refusedComplaintTexts: string[];
}

const DAY_PERIOD = 91; // DEMO_PRODUCT_ID: one period of 91 days
const PREPAYABLE_DAYS = 60;
const PORTFOLIO: Array<Omit<DemoOrder, 'publicId'>> = [
  { productId: '1003', status: ORDER_STATUS.approved, clientKind: 'repeat', appliedDaysAgo: 0 },
  // Past half its term: the whole balance may be paid early, so every loan out takes payments.
  {
    productId: DEMO_PRODUCT_ID,
    status: ORDER_STATUS.disbursed,
    clientKind: 'repeat',
    appliedDaysAgo: PREPAYABLE_DAYS + 1,
    releasedDaysAgo: PREPAYABLE_DAYS,
  },
  {
    productId: DEMO_PRODUCT_ID,
    status: ORDER_STATUS.due,
    clientKind: 'repeat',
    appliedDaysAgo: DAY_PERIOD + 1,
    releasedDaysAgo: DAY_PERIOD,
  },
  {
    productId: DEMO_PRODUCT_ID,
    status: ORDER_STATUS.overdue,
    clientKind: 'repeat',
    appliedDaysAgo: DAY_PERIOD + DEMO_DAYS_OVERDUE + 1,
    releasedDaysAgo: DAY_PERIOD + DEMO_DAYS_OVERDUE,
  },
];

/** Each soak borrower's profile: eligible, one name and ID number each, a Manila address. */
function soakProfile(userId: string, index: number, now: Date) {
  const name = `Soak Borrower ${index}`;
  return {
    user_id: userId,
    full_name: name,
    name_key: name.toLowerCase(),
    birth_date: '1990-01-01',
    civil_status: 'single',
    citizenship: 'filipino',
    region_code: '1300000000',
    province_code: '1380600000',
    city_code: '1380602000',
    barangay_code: '1380602001',
    address_line: `${index} Ongpin Street`,
    employment: 'employed',
    employer: '',
    monthly_income: 5_000_000,
    id_type: 'sss',
    id_number: String(index).padStart(10, '0'),
    id_photo: 'id-00000000000000000000000000000000.png',
    selfie: 'id-00000000000000000000000000000000.png',
    privacy_consent_at: now,
    updated_at: now,
  };
}

export function soakPhone(index: number): string {
  return `0917${String(index).padStart(7, '0')}`;
}

/**
 * Migrates and seeds the database as the server would (catalogue, demo borrower), then adds
 * `count` borrowers, each with a session of a known token and one order.
 */
export async function seedSoakBorrowers(
  db: Db,
  count: number,
  { brand, now }: { brand: BrandConfig; now: Date },
): Promise<SoakBorrower[]> {
  const today = phDate(now);
  await migrateToLatest(db);
  await seedDatabase(db, { brand, production: false, now });
  const borrowers: SoakBorrower[] = [];
  const expiresAt = new Date(now.getTime() + 30 * 86_400_000);
  await db.transaction().execute(async (tx) => {
    for (let i = 0; i < count; i += 1) {
      const phone = soakPhone(i);
      const user = await findOrCreateUserByPhone(tx, phone, now);
      const token = randomBytes(32).toString('base64url');
      await insertSession(tx, { userId: user.id, tokenHash: sha256Hex(token), now, expiresAt });
      const shape = PORTFOLIO[i % PORTFOLIO.length]!;
      const orderId = `SOAK-${String(i).padStart(6, '0')}-${shape.status}`;
      await seedOrder(tx, user.id, { ...shape, publicId: orderId }, today, now, brand);
      await tx
        .insertInto('applicant_profiles')
        .values(soakProfile(user.id, i, now))
        .execute();
      const hasPayoutAccount = shape.status !== ORDER_STATUS.approved;
      if (hasPayoutAccount) {
        await tx
          .insertInto('payout_accounts')
          .values({
            user_id: user.id,
            channel_number: 90006,
            account_name: 'GCash',
            account_number: `0917****${phone.slice(-3)}`,
            card_type: 1,
            updated_at: now,
          })
          .execute();
      }
      borrowers.push({
        phone,
        token,
        order: { orderId, productId: shape.productId, status: shape.status },
        hasPayoutAccount,
      });
    }
  });
  return borrowers;
}

export interface CheckResult {
  ok: boolean;
  /** `ops orders reconcile` over the whole database: projection against entries. */
  ledgerReconcile: {
    orders: number;
    entries: number;
    payments: number;
    differences: number;
    firstDifferences: unknown[];
    seconds: number;
  };
  acknowledgedCallbacks: number;
  acknowledgedBooked: number;
  providerIdsBookedTwice: number;
  ordersWithPayments: number;
  ordersPaidMismatch: string[];
  settledWithOutstanding: string[];
  refusedKeysWithRow: string[];
  refusedComplaintsStored: number;
  /** Orders with two successful release payouts (decision 0065): none. */
  ordersPaidOutTwice: string[];
}

/** What the database says after a run, against what the load generator saw. */
export async function checkSoakInvariants(
  deps: LoanDeps,
  tracked: SoakTracked,
): Promise<CheckResult> {
  const { db } = deps;
  const acknowledged = [...new Set(tracked.acknowledgedPaymentIds)];
  let booked = 0;
  for (let i = 0; i < acknowledged.length; i += 500) {
    const chunk = acknowledged.slice(i, i + 500);
    if (chunk.length === 0) continue;
    const row = await db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('provider_payment_id', 'in', chunk)
      .executeTakeFirstOrThrow();
    booked += Number(row.n);
  }
  const twice = await sql<{ n: string }>`
    select count(*) as n from (
      select provider_payment_id from payments where provider_payment_id is not null
      group by provider_payment_id having count(*) > 1) d`.execute(db);
  // Seeded orders start with nothing paid: their paid columns are the sum of their payments.
  const mismatch = await sql<{ public_id: string }>`
    select o.public_id from loan_orders o
    join (select order_id, sum(penalty) p, sum(interest) i, sum(principal) c
          from payments group by order_id) s on s.order_id = o.id
    where o.public_id like 'SOAK-%'
      and (o.paid_penalty <> s.p or o.paid_interest <> s.i or o.paid_principal <> s.c)`.execute(db);
  const withPayments = await sql<{ n: string }>`
    select count(distinct order_id) as n from payments p join loan_orders o on o.id = p.order_id
    where o.public_id like 'SOAK-%'`.execute(db);
  // Exactly the settled orders have a payment that left nothing outstanding.
  const settled = await sql<{ public_id: string }>`
    select o.public_id from loan_orders o
    join (select order_id, bool_or(outstanding_after = 0) as cleared
          from payments group by order_id) s on s.order_id = o.id
    where o.public_id like 'SOAK-%'
      and (o.status = ${ORDER_STATUS.settled}) <> s.cleared`.execute(db);
  const keys = tracked.refusedKeys;
  const keyRows =
    keys.length === 0
      ? []
      : await db.selectFrom('idempotency_keys').select('key').where('key', 'in', keys).execute();
  const texts = tracked.refusedComplaintTexts;
  const stored =
    texts.length === 0
      ? { n: '0' }
      : await db
          .selectFrom('complaints')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('detail', 'in', texts)
          .executeTakeFirstOrThrow();
  // Every order's columns against the fold of its entries, every payment against its entry.
  const started = performance.now();
  const ledger = await reconcileLedger(deps);
  const result = {
    ledgerReconcile: {
      orders: ledger.orders,
      entries: ledger.entries,
      payments: ledger.payments,
      differences: ledger.differences,
      firstDifferences: ledger.listed.slice(0, 5),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    },
    acknowledgedCallbacks: acknowledged.length,
    acknowledgedBooked: booked,
    providerIdsBookedTwice: Number(twice.rows[0]?.n ?? 0),
    ordersWithPayments: Number(withPayments.rows[0]?.n ?? 0),
    ordersPaidMismatch: mismatch.rows.map((r) => r.public_id),
    settledWithOutstanding: settled.rows.map((r) => r.public_id),
    refusedKeysWithRow: keyRows.map((r) => r.key),
    refusedComplaintsStored: Number(stored.n),
    ordersPaidOutTwice: await ordersPaidOutTwice(deps),
  };
  const ok =
    ledger.differences === 0 &&
    result.acknowledgedBooked === result.acknowledgedCallbacks &&
    result.providerIdsBookedTwice === 0 &&
    result.ordersPaidMismatch.length === 0 &&
    result.settledWithOutstanding.length === 0 &&
    result.refusedKeysWithRow.length === 0 &&
    result.refusedComplaintsStored === 0 &&
    result.ordersPaidOutTwice.length === 0;
  return { ok, ...result };
}
