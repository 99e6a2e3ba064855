import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * Each payout's latest status, written in the same statement as the event that sets it
 * (docs/decisions/0043): reading a payout's status no longer sorts every payout's events.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('payout_states')
    .addColumn('payout_id', 'uuid', (col) => col.primaryKey().references('payouts.id'))
    .addColumn('event_id', 'bigint', (col) => col.notNull().references('payout_events.id'))
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('failure_code', 'text')
    // The gateway's id of the payout, from the first event that carried it.
    .addColumn('provider_payout_id', 'text')
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute();
  await sql`
    insert into payout_states (payout_id, event_id, status, failure_code, provider_payout_id, at)
    select distinct on (e.payout_id) e.payout_id, e.id, e.status, e.failure_code,
      (select p.provider_payout_id from payout_events p
        where p.payout_id = e.payout_id and p.provider_payout_id is not null
        order by p.id limit 1),
      e.at
    from payout_events e
    order by e.payout_id, e.id desc`.execute(db);
  // The payout check's work list: the few payouts still without an outcome.
  await db.schema
    .createIndex('payout_states_open')
    .on('payout_states')
    .column('at')
    .where(sql.ref('status'), 'in', sql`('requested', 'pending')`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('payout_states').execute();
}
