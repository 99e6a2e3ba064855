import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BorrowerMessagesTable } from '../../db/schema.ts';
import { limitLiteral } from '../../lib/page-cursor.ts';

/** Inserts the message unless one with its key exists; the new row's id, or undefined. */
export async function insertMessageOnce(
  db: Db,
  values: Insertable<BorrowerMessagesTable>,
): Promise<string | undefined> {
  const row = await db
    .insertInto('borrower_messages')
    .values(values)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setMessageSmsStatus(db: Db, id: string, status: string): Promise<void> {
  await db
    .updateTable('borrower_messages')
    .set({ sms_status: status, sms_text: null })
    .where('id', '=', id)
    .execute();
}

/** The oldest SMS held for the sending hours (borrower_messages_sms_held). */
export async function listHeldSmsRows(db: Db, limit: number) {
  return db
    .selectFrom('borrower_messages')
    .select(['id', 'user_id', 'sms_text'])
    .where('sms_status', '=', sql.lit('held'))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limitLiteral(limit))
    .execute();
}

/** Takes a held SMS for sending; false when another run took it first. */
export async function claimHeldSms(db: Db, id: string): Promise<boolean> {
  const row = await db
    .updateTable('borrower_messages')
    .set({ sms_status: 'sending' })
    .where('id', '=', id)
    .where('sms_status', '=', sql.lit('held'))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps a failed SMS's text for its next attempt (`retrying`), or for an operator (`failed`). */
export async function keepSmsForRetry(
  db: Db,
  id: string,
  text: string,
  status: 'retrying' | 'failed' = 'retrying',
): Promise<void> {
  await db
    .updateTable('borrower_messages')
    .set({ sms_status: status, sms_text: text })
    .where('id', '=', id)
    .execute();
}

/** Takes a failed SMS for one more attempt; undefined when it went already or is not failed. */
export async function claimSmsForRetry(db: Db, id: string) {
  const row = await db
    .updateTable('borrower_messages')
    .set({ sms_status: 'sending' })
    .where('id', '=', id)
    .where('sms_status', 'in', [sql.lit('retrying'), sql.lit('failed')])
    .where('sms_text', 'is not', null)
    .returning(['user_id', 'sms_text'])
    .executeTakeFirst();
  return row ? { user_id: row.user_id, sms_text: row.sms_text ?? '' } : undefined;
}

/** A claimed SMS back to the morning's held ones. */
export async function holdSms(db: Db, id: string): Promise<void> {
  await db
    .updateTable('borrower_messages')
    .set({ sms_status: 'held' })
    .where('id', '=', id)
    .execute();
}

/** The oldest SMS waiting for their next attempt. */
export async function listRetryingSms(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('borrower_messages')
    .select('id')
    .where('sms_status', '=', sql.lit('retrying'))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limitLiteral(limit))
    .execute();
  return rows.map((row) => row.id);
}

/** Which of these keys have their message already. */
export async function takenKeys(db: Db, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom('borrower_messages')
    .select('dedupe_key')
    .where('dedupe_key', 'in', [...keys])
    .execute();
  return new Set(rows.map((row) => row.dedupe_key));
}

/** Whether the borrower takes the SMS of the reminders before a due date (by default yes). */
export async function findReminderSms(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('borrower_message_settings')
    .select('reminder_sms')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.reminder_sms ?? true;
}

export async function saveReminderSms(
  db: Db,
  userId: string,
  reminderSms: boolean,
  now: Date,
): Promise<void> {
  await db
    .insertInto('borrower_message_settings')
    .values({ user_id: userId, reminder_sms: reminderSms, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ reminder_sms: reminderSms, updated_at: now }),
    )
    .execute();
}

/** The borrower's newest messages (borrower_messages_user_newest). */
export async function listUserMessageRows(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('borrower_messages')
    .select(['id', 'order_ref', 'title', 'body', 'title_fil', 'body_fil', 'link', 'created_at'])
    .select('read_at')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limitLiteral(limit))
    .execute();
}

export async function countUnreadMessages(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('borrower_messages')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the borrower's own unread messages among `ids` read; how many changed. */
export async function markMessagesRead(
  db: Db,
  userId: string,
  ids: readonly string[],
  at: Date,
): Promise<number> {
  const rows = await db
    .updateTable('borrower_messages')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('id', 'in', [...ids])
    .where('read_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export async function deleteUserMessages(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('borrower_messages').where('user_id', '=', userId).execute();
}

/** Every message of the borrower, oldest first (their data download). */
export async function listAllUserMessageRows(db: Db, userId: string) {
  return db
    .selectFrom('borrower_messages')
    .select(['title', 'body', 'title_fil', 'body_fil', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
