import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PayoutEventsTable, PayoutStatus, PayoutsTable } from '../../db/schema.ts';

export async function insertPayoutRow(db: Db, values: Insertable<PayoutsTable>) {
  return db.insertInto('payouts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** Appends a status; false when the payout had already ended (the unique index says so). */
export async function appendPayoutEvent(db: Db, values: Insertable<PayoutEventsTable>) {
  const row = await db
    .insertInto('payout_events')
    .values(values)
    .onConflict((oc) =>
      oc
        .column('payout_id')
        .where(sql.ref('status'), 'in', sql`('succeeded', 'failed')`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

const lastEvent = (db: Db) =>
  db
    .selectFrom('payout_events')
    .select(['payout_id', 'id as event_id', 'status', 'provider_payout_id', 'failure_code', 'at'])
    .distinctOn('payout_id')
    .orderBy('payout_id')
    .orderBy('id', 'desc');

/** Payouts with their latest status, newest first. */
function withStatus(db: Db) {
  return db
    .selectFrom('payouts')
    .innerJoin(lastEvent(db).as('last'), 'last.payout_id', 'payouts.id')
    .selectAll('payouts')
    .select([
      'last.status',
      'last.failure_code',
      'last.at as status_at',
      (eb) =>
        eb
          .selectFrom('payout_events')
          .select('provider_payout_id')
          .whereRef('payout_events.payout_id', '=', 'payouts.id')
          .where('provider_payout_id', 'is not', null)
          .limit(1)
          .as('provider_payout_id'),
    ]);
}

export type PayoutWithStatus = Awaited<ReturnType<typeof findPayoutByReference>> & {};

export async function findPayoutByReference(db: Db, reference: string) {
  return withStatus(db).where('payouts.reference', '=', reference).executeTakeFirst();
}

export async function listOrderPayouts(db: Db, orderId: string) {
  return withStatus(db)
    .where('payouts.order_id', '=', orderId)
    .orderBy('payouts.created_at', 'desc')
    .orderBy('last.event_id', 'desc')
    .execute();
}

/** Payouts still without an outcome, asked about since `before` at the latest. */
export async function listOpenPayouts(db: Db, before: Date, limit: number) {
  return withStatus(db)
    .where('last.status', 'in', ['requested', 'pending'] satisfies PayoutStatus[])
    .where('last.at', '<=', before)
    .orderBy('payouts.created_at')
    .limit(limit)
    .execute();
}

/** Payouts that succeeded on the gateway's side between the instants (reconciliation). */
export async function listSucceededPayouts(db: Db, from: Date, to: Date) {
  return withStatus(db)
    .where('last.status', '=', 'succeeded')
    .where('last.at', '>=', from)
    .where('last.at', '<', to)
    .execute();
}
