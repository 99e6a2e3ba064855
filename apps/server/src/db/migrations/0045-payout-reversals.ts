import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * A payout can come back (REVERSED) after it succeeded, and an operator then resolves it
 * (docs/decisions/0065): two more statuses, each at most once per payout, and the back office's
 * list of reversed payouts awaiting resolution read through a partial index.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`alter table payout_events drop constraint payout_events_status_check`.execute(db);
  await sql`
    alter table payout_events add constraint payout_events_status_check
    check (status in ('requested', 'pending', 'succeeded', 'failed', 'reversed', 'resolved'))`.execute(
    db,
  );
  for (const status of ['reversed', 'resolved']) {
    await db.schema
      .createIndex(`payout_events_one_${status}`)
      .on('payout_events')
      .column('payout_id')
      .unique()
      .where(sql.ref('status'), '=', sql.lit(status))
      .execute();
  }
  await db.schema
    .createIndex('payout_states_reversed')
    .on('payout_states')
    .column('at')
    .where(sql.ref('status'), '=', sql.lit('reversed'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('payout_states_reversed').execute();
  await db.schema.dropIndex('payout_events_one_resolved').execute();
  await db.schema.dropIndex('payout_events_one_reversed').execute();
  await sql`alter table payout_events drop constraint payout_events_status_check`.execute(db);
  await sql`
    alter table payout_events add constraint payout_events_status_check
    check (status in ('requested', 'pending', 'succeeded', 'failed'))`.execute(db);
}
