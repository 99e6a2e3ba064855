import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time, untyped on purpose
type AnyDb = Kysely<any>;

/**
 * The back office lists the dead letters (jobs out of attempts) newest first, and the SMS
 * delivery check finds a sent message by the gateway's id, and the messages job finds the failed
 * SMS waiting for another attempt (decision 0077).
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index job_dead_letters on pgboss.job (completed_on desc) where state = 'failed'`.execute(
    db,
  );
  await db.schema
    .createIndex('sms_outbox_provider_message_idx')
    .on('sms_outbox')
    .column('provider_message_id')
    .where(sql.ref('provider_message_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('borrower_messages_sms_retrying')
    .on('borrower_messages')
    .columns(['created_at', 'id'])
    .where(sql.ref('sms_status'), '=', sql.lit('retrying'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('borrower_messages_sms_retrying').execute();
  await db.schema.dropIndex('sms_outbox_provider_message_idx').execute();
  await sql`drop index pgboss.job_dead_letters`.execute(db);
}
