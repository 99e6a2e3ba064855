import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import {
  countUnreadMessages,
  deleteUserMessages,
  insertMessageOnce,
  listUserMessageRows,
  markMessagesRead,
  setMessageSmsStatus,
} from './message.repository.ts';

/** How many messages My loans shows: the newest. */
export const MESSAGES_SHOWN = 50;

export interface MessageDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
}

export interface BorrowerMessage {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  orderId: string | null;
}

/** The borrower's newest messages and how many of all are unread. */
export async function listMessages(
  deps: { db: Db },
  userId: string,
): Promise<{ messages: BorrowerMessage[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    listUserMessageRows(deps.db, userId, MESSAGES_SHOWN),
    countUnreadMessages(deps.db, userId),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      createdAt: row.created_at.toISOString(),
      read: row.read_at !== null,
      orderId: row.order_ref,
    })),
    unread,
  };
}

export async function readMessages(
  deps: { db: Db; clock: Clock },
  userId: string,
  ids: readonly string[],
): Promise<{ read: number }> {
  return { read: await markMessagesRead(deps.db, userId, ids, deps.clock.now()) };
}

export interface OutgoingMessage {
  userId: string;
  phone: string;
  orderId: string | null;
  kind: string;
  /** Once per key: a second delivery with the same key does nothing. */
  key: string;
  title: string;
  body: string;
  /** The SMS text; none when absent. */
  sms?: string;
}

/**
 * Puts the message in the borrower's list and texts it, once per key. Sent or not, the message
 * stays: a failed SMS is recorded as such and not retried (the in-app message still says it).
 */
export async function deliverOnce(deps: MessageDeps, message: OutgoingMessage): Promise<boolean> {
  const id = await insertMessageOnce(deps.db, {
    user_id: message.userId,
    order_ref: message.orderId,
    kind: message.kind,
    dedupe_key: message.key,
    title: message.title,
    body: message.body,
    created_at: deps.clock.now(),
  });
  if (!id) return false;
  if (message.sms) {
    const status = await deps.sms
      .send({ phone: message.phone, text: message.sms })
      .then((delivery) => delivery.status)
      .catch(() => 'failed');
    await setMessageSmsStatus(deps.db, id, status);
  }
  return true;
}

/** Erasure: the message centre's reminders, receipts and replies go. */
export function deleteBorrowerMessages(db: Db, userId: string): Promise<void> {
  return deleteUserMessages(db, userId);
}
