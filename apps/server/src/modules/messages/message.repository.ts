import type { Insertable } from 'kysely';
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
    .set({ sms_status: status })
    .where('id', '=', id)
    .execute();
}

/** The borrower's newest messages (borrower_messages_user_newest). */
export async function listUserMessageRows(db: Db, userId: string, limit: number) {
  return db
    .selectFrom('borrower_messages')
    .select(['id', 'order_ref', 'title', 'body', 'created_at', 'read_at'])
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
