/**
 * The soak run's database side (bench/src/soak): `seed` writes thousands of borrowers, each with a
 * session of a known token and an order in a realistic status, into a database before the server
 * starts; `check` reads the invariants after the run. Both take a JSON file and write one.
 *
 *   node apps/server/scripts/soak-db.ts seed  --borrowers 2000 --out borrowers.json [--data-dir D | --database-url U]
 *   node apps/server/scripts/soak-db.ts check --in tracked.json --out invariants.json [--data-dir D | --database-url U]
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEMO_PRODUCT_ID, ORDER_STATUS, type OrderStatus } from '@loan/contract';
import { sql } from 'kysely';
import { loadConfig } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { sha256Hex } from '../src/lib/hash.ts';
import { phDate } from '../src/lib/ph-date.ts';
import { insertSession } from '../src/modules/user/session.repository.ts';
import { findOrCreateUserByPhone } from '../src/modules/user/user.repository.ts';
import { DEMO_DAYS_OVERDUE, type DemoOrder, seedOrder } from '../src/seed/demo-orders.ts';
import { seedDatabase } from '../src/seed/seed.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    borrowers: { type: 'string', default: '2000' },
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    in: { type: 'string' },
    out: { type: 'string' },
  },
});

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
const PORTFOLIO: Array<Omit<DemoOrder, 'publicId'>> = [
  { productId: '1003', status: ORDER_STATUS.approved, clientKind: 'repeat', appliedDaysAgo: 0 },
  {
    productId: DEMO_PRODUCT_ID,
    status: ORDER_STATUS.disbursed,
    clientKind: 'repeat',
    appliedDaysAgo: 11,
    releasedDaysAgo: 10,
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

export function soakPhone(index: number): string {
  return `0917${String(index).padStart(7, '0')}`;
}

function open(): Db {
  const dataDir = values['data-dir'] ?? '';
  const databaseUrl = values['database-url'];
  if (!dataDir && !databaseUrl) throw new Error('give --data-dir or --database-url');
  return createDatabase({ dataDir, databaseUrl });
}

async function seed(db: Db, count: number): Promise<SoakBorrower[]> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const now = new Date();
  const today = phDate(now);
  await migrateToLatest(db);
  await seedDatabase(db, { brand: config.brand, production: false, now });
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
      await seedOrder(tx, user.id, { ...shape, publicId: orderId }, today, now);
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

interface CheckResult {
  ok: boolean;
  acknowledgedCallbacks: number;
  acknowledgedBooked: number;
  providerIdsBookedTwice: number;
  ordersWithPayments: number;
  ordersPaidMismatch: string[];
  settledWithOutstanding: string[];
  refusedKeysWithRow: string[];
  refusedComplaintsStored: number;
}

async function check(db: Db, tracked: SoakTracked): Promise<CheckResult> {
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
  const result = {
    acknowledgedCallbacks: acknowledged.length,
    acknowledgedBooked: booked,
    providerIdsBookedTwice: Number(twice.rows[0]?.n ?? 0),
    ordersWithPayments: Number(withPayments.rows[0]?.n ?? 0),
    ordersPaidMismatch: mismatch.rows.map((r) => r.public_id),
    settledWithOutstanding: settled.rows.map((r) => r.public_id),
    refusedKeysWithRow: keyRows.map((r) => r.key),
    refusedComplaintsStored: Number(stored.n),
  };
  const ok =
    result.acknowledgedBooked === result.acknowledgedCallbacks &&
    result.providerIdsBookedTwice === 0 &&
    result.ordersPaidMismatch.length === 0 &&
    result.settledWithOutstanding.length === 0 &&
    result.refusedKeysWithRow.length === 0 &&
    result.refusedComplaintsStored === 0;
  return { ok, ...result };
}

const command = positionals[0];
const out = values.out;
if ((command !== 'seed' && command !== 'check') || !out) {
  console.error(
    'usage: soak-db.ts seed|check --out FILE [--in FILE] (--data-dir D | --database-url U)',
  );
  process.exit(2);
}
const db = open();
try {
  if (command === 'seed') {
    const borrowers = await seed(db, Number(values.borrowers));
    writeFileSync(out, JSON.stringify(borrowers));
  } else {
    if (!values.in) throw new Error('check needs --in');
    const tracked = JSON.parse(readFileSync(values.in, 'utf8')) as SoakTracked;
    writeFileSync(out, JSON.stringify(await check(db, tracked), null, 2));
  }
} finally {
  await db.destroy();
}
