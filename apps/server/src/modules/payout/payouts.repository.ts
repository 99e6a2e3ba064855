import { type Insertable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PayoutEventsTable, PayoutStatus, PayoutsTable } from '../../db/schema.ts';

export async function insertPayoutRow(db: Db, values: Insertable<PayoutsTable>) {
  return db.insertInto('payouts').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The unique index that makes the status happen once per payout (the conflict's arbiter). */
function onceOnly(status: PayoutStatus) {
  if (status === 'reversed' || status === 'resolved') {
    return sql<boolean>`status = ${sql.lit(status)}`;
  }
  return sql<boolean>`status in ('succeeded', 'failed')`;
}

/**
 * Appends a status, and moves the payout's state to it in the same statement; false when the
 * payout had already ended, been reversed or resolved (the unique indexes say so). An event older than the state's (two
 * answers crossing) is kept in the history but does not move the state back.
 */
export async function appendPayoutEvent(db: Db, values: Insertable<PayoutEventsTable>) {
  const row = await db
    .with('event', (db) =>
      db
        .insertInto('payout_events')
        .values(values)
        .onConflict((oc) => oc.column('payout_id').where(onceOnly(values.status)).doNothing())
        .returning(['id', 'payout_id', 'status', 'failure_code', 'provider_payout_id', 'at']),
    )
    .with('state', (db) =>
      db
        .insertInto('payout_states')
        .columns(['payout_id', 'event_id', 'status', 'failure_code', 'provider_payout_id', 'at'])
        .expression((eb) =>
          eb
            .selectFrom('event')
            .select(['payout_id', 'id', 'status', 'failure_code', 'provider_payout_id', 'at']),
        )
        .onConflict((oc) =>
          oc
            .column('payout_id')
            .doUpdateSet((eb) => ({
              event_id: eb.ref('excluded.event_id'),
              status: eb.ref('excluded.status'),
              failure_code: eb.ref('excluded.failure_code'),
              provider_payout_id: sql`coalesce(payout_states.provider_payout_id, excluded.provider_payout_id)`,
              at: eb.ref('excluded.at'),
            }))
            .where('payout_states.event_id', '<', (eb) => eb.ref('excluded.event_id')),
        ),
    )
    .selectFrom('event')
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Payouts with their latest status, newest first. */
function withStatus(db: Db) {
  return db
    .selectFrom('payouts')
    .innerJoin('payout_states as last', 'last.payout_id', 'payouts.id')
    .selectAll('payouts')
    .select([
      'last.event_id',
      'last.status',
      'last.failure_code',
      'last.at as status_at',
      'last.provider_payout_id',
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
  return (
    withStatus(db)
      // Literals, so that a generic plan still matches the partial index payout_states_open.
      .where(sql.ref('last.status'), 'in', sql`('requested', 'pending')`)
      .where('last.at', '<=', before)
      .orderBy('payouts.created_at')
      .limit(limit)
      .execute()
  );
}

/** Payouts that succeeded on the gateway's side between the instants (reconciliation). */
export async function listSucceededPayouts(db: Db, from: Date, to: Date) {
  return withStatus(db)
    .where('last.status', '=', 'succeeded')
    .where('last.at', '>=', from)
    .where('last.at', '<', to)
    .execute();
}

/** Reversed payouts no operator has resolved yet, oldest first, with the account sent to. */
export async function listReversedPayouts(db: Db, limit: number) {
  return (
    withStatus(db)
      .innerJoin('payout_accounts as account', 'account.id', 'payouts.payout_account_id')
      .select([
        'account.account_name',
        'account.account_number',
        'account.channel_number',
        'account.number_ciphertext',
      ])
      // A literal, so that a generic plan still matches the partial index payout_states_reversed.
      .where(sql.ref('last.status'), '=', sql.lit('reversed'))
      .orderBy('last.at')
      .limit(limit)
      .execute()
  );
}

/** Orders with more than one payout of a purpose whose state is succeeded: there must be none. */
export async function listOrdersPaidOutTwice(db: Db) {
  return db
    .selectFrom('payouts')
    .innerJoin('payout_states as last', 'last.payout_id', 'payouts.id')
    .where('last.status', '=', 'succeeded')
    .where('payouts.purpose', '=', 'release')
    .groupBy('payouts.order_id')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .select('payouts.order_id')
    .execute();
}
