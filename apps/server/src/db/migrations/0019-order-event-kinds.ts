import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * Each order event names what happened (the transition table's event). Earlier rows get the
 * event their statuses and actor imply; a row written without one (bulk loads) stays null.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_events').addColumn('event', 'text').execute();
  await sql`
    update order_events set event = case
      when from_status is null then 'application'
      when from_status = 110 and to_status = 151 then 'decision.approve'
      when from_status = 110 and to_status = 21 then 'decision.reject'
      when from_status = 151 and to_status = 151 then 'borrower.accept'
      when from_status = 151 and to_status = 170 then 'release.confirmed'
      when actor = 'system:clock' and from_status = 170 and to_status = 174 then 'clock.due'
      when actor = 'system:clock' and to_status = 180 then 'clock.overdue'
      when actor = 'system:clock' then 'clock.rewound'
      when note like 'rollover payment%' then 'rollover'
      else 'repayment'
    end`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('order_events').dropColumn('event').execute();
}
