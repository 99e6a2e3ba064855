import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SmsProvider } from '../sms/sms-provider.ts';
import { userPhone } from '../user/user.service.ts';
import {
  claimHeldSms,
  claimSmsForRetry,
  countUnreadMessages,
  deleteUserMessages,
  findReminderSms,
  holdSms,
  insertMessageOnce,
  keepSmsForRetry,
  listAllUserMessageRows,
  listHeldSmsRows,
  listRetryingSms,
  listUserMessageRows,
  markMessagesRead,
  saveReminderSms,
  setMessageSmsStatus,
  takenKeys,
} from './message.repository.ts';
import type { Bilingual, MessageLang } from './message-lang.ts';
import { inSendingHours } from './sending-hours.ts';

/** How many messages My loans shows: the newest. */
export const MESSAGES_SHOWN = 50;
const HELD_PAGE = 100;

export interface MessageDeps {
  db: Db;
  clock: Clock;
  sms: SmsProvider;
  /** Where a failed SMS goes to be tried again; without it the messages job hands it over. */
  jobs?: {
    send(
      name: string,
      data: object,
      options: { key: string; startAfterSeconds?: number },
    ): Promise<unknown>;
  };
}

/** The job that tries a failed SMS again (decision 0077). */
export const SMS_RETRY_JOB = 'sms-send';
/** The job that asks the gateway whether a sent SMS arrived, first a minute after the send. */
export const SMS_DELIVERY_JOB = 'sms-delivery';
export const DELIVERY_FIRST_CHECK_SECONDS = 60;

export interface BorrowerMessage {
  id: string;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
  orderId: string | null;
  link: string | null;
}

/**
 * The borrower's newest messages, each in the language they read in now (a message written
 * before both were kept reads as written), and how many of all are unread.
 */
export async function listMessages(
  deps: { db: Db },
  userId: string,
  lang: MessageLang,
): Promise<{ messages: BorrowerMessage[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    listUserMessageRows(deps.db, userId, MESSAGES_SHOWN),
    countUnreadMessages(deps.db, userId),
  ]);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      title: (lang === 'fil' ? row.title_fil : null) ?? row.title,
      body: (lang === 'fil' ? row.body_fil : null) ?? row.body,
      createdAt: row.created_at.toISOString(),
      read: row.read_at !== null,
      orderId: row.order_ref,
      link: row.link,
    })),
    unread,
  };
}

export async function unreadCount(deps: { db: Db }, userId: string): Promise<{ unread: number }> {
  return { unread: await countUnreadMessages(deps.db, userId) };
}

export async function readMessages(
  deps: { db: Db; clock: Clock },
  userId: string,
  ids: readonly string[],
): Promise<{ read: number }> {
  return { read: await markMessagesRead(deps.db, userId, ids, deps.clock.now()) };
}

/** The borrower's choice about the non-essential messages. */
export async function messageSettings(
  deps: { db: Db },
  userId: string,
): Promise<{ reminderSms: boolean }> {
  return { reminderSms: await findReminderSms(deps.db, userId) };
}

export async function saveMessageSettings(
  deps: { db: Db; clock: Clock },
  userId: string,
  settings: { reminderSms: boolean },
): Promise<{ reminderSms: boolean }> {
  await saveReminderSms(deps.db, userId, settings.reminderSms, deps.clock.now());
  return settings;
}

/** Which of these message keys are taken (the catch-ups skip them). */
export function deliveredKeys(deps: { db: Db }, keys: readonly string[]): Promise<Set<string>> {
  return takenKeys(deps.db, keys);
}

export interface OutgoingMessage {
  userId: string;
  /** The number to text; the borrower's own when absent. */
  phone?: string;
  orderId: string | null;
  kind: string;
  /** Once per key: a second delivery with the same key does nothing. */
  key: string;
  /** Title and body in each language: the reader sees theirs, whenever they read it. */
  texts: Bilingual<{ title: string; body: string }>;
  /** The SMS text, in the borrower's language when it goes; none when absent. */
  sms?: string;
  /** A path in the app the message opens. */
  link?: string;
  /**
   * About money owed or the borrower's own loan (due-day and overdue notices, receipts,
   * decisions): sent whatever the borrower's choice. The others' SMS follows their choice.
   */
  essential: boolean;
}

/**
 * Puts the message in the borrower's list and texts it, once per key. Outside the sending hours
 * the SMS is held and goes when they open (`sendHeldSms`); a borrower who switched the
 * non-essential SMS off gets the in-app message only. A failed SMS is kept (`retrying`) and
 * becomes a job, tried again with backoff inside the sending hours (decision 0077).
 */
export async function deliverOnce(deps: MessageDeps, message: OutgoingMessage): Promise<boolean> {
  const now = deps.clock.now();
  const texted =
    message.sms !== undefined &&
    (message.essential || (await findReminderSms(deps.db, message.userId)));
  const held = texted && !inSendingHours(now);
  const id = await insertMessageOnce(deps.db, {
    user_id: message.userId,
    order_ref: message.orderId,
    kind: message.kind,
    dedupe_key: message.key,
    title: message.texts.en.title,
    body: message.texts.en.body,
    title_fil: message.texts.fil.title,
    body_fil: message.texts.fil.body,
    link: message.link ?? null,
    sms_status: smsStatusAtFirst(message.sms, texted, held),
    sms_text: held ? (message.sms ?? null) : null,
    created_at: now,
  });
  if (!id) return false;
  if (texted && !held) {
    await textMessage(deps, id, message.phone ?? message.userId, message.sms!, !message.phone);
  }
  return true;
}

/** Erasure: the message centre's reminders, receipts and replies go. */
export function deleteBorrowerMessages(db: Db, userId: string): Promise<void> {
  return deleteUserMessages(db, userId);
}

function smsStatusAtFirst(sms: string | undefined, texted: boolean, held: boolean) {
  if (sms === undefined) return null;
  if (!texted) return 'opted-out';
  return held ? 'held' : null;
}

async function textMessage(
  deps: MessageDeps,
  id: string,
  to: string,
  text: string,
  toIsUser: boolean,
): Promise<void> {
  const phone = toIsUser ? await userPhone(deps.db, to) : to;
  // No number (an erased borrower): there is nobody to try again for.
  if (!phone) return setMessageSmsStatus(deps.db, id, 'failed');
  try {
    const delivery = await deps.sms.send({ phone, text });
    await setMessageSmsStatus(deps.db, id, delivery.status);
    if (delivery.messageId && deps.sms.deliveryStatus) {
      await deps.jobs?.send(
        SMS_DELIVERY_JOB,
        { messageId: id, providerMessageId: delivery.messageId },
        { key: delivery.messageId, startAfterSeconds: DELIVERY_FIRST_CHECK_SECONDS },
      );
    }
  } catch {
    await keepSmsForRetry(deps.db, id, text);
    // A queue out of reach loses nothing: the messages job hands every `retrying` SMS over.
    await deps.jobs?.send(SMS_RETRY_JOB, { messageId: id }, { key: id }).catch(() => undefined);
  }
}

/**
 * One more attempt at a failed SMS (the retry job): sent once, inside the sending hours; outside
 * them it is held for the morning. Throws when the gateway fails again, so the queue tries later;
 * on the last attempt it is left `failed`, still kept for an operator's retry.
 */
export async function retrySms(
  deps: MessageDeps,
  messageId: string,
  lastAttempt: boolean,
): Promise<'sent' | 'held' | 'nothing'> {
  const row = await claimSmsForRetry(deps.db, messageId);
  if (!row) return 'nothing';
  if (!inSendingHours(deps.clock.now())) {
    await holdSms(deps.db, messageId);
    return 'held';
  }
  const phone = await userPhone(deps.db, row.user_id);
  if (!phone) {
    await setMessageSmsStatus(deps.db, messageId, 'failed');
    return 'nothing';
  }
  try {
    const delivery = await deps.sms.send({ phone, text: row.sms_text });
    await setMessageSmsStatus(deps.db, messageId, delivery.status);
    if (delivery.messageId && deps.sms.deliveryStatus) {
      await deps.jobs?.send(
        SMS_DELIVERY_JOB,
        { messageId, providerMessageId: delivery.messageId },
        { key: delivery.messageId, startAfterSeconds: DELIVERY_FIRST_CHECK_SECONDS },
      );
    }
    return 'sent';
  } catch (error) {
    await keepSmsForRetry(deps.db, messageId, row.sms_text, lastAttempt ? 'failed' : 'retrying');
    throw error;
  }
}

/** The failed SMS whose retry job went missing (a process stopped in between): handed over again. */
export async function resendRetryJobs(deps: MessageDeps, signal?: AbortSignal): Promise<number> {
  if (!deps.jobs) return 0;
  const ids = await listRetryingSms(deps.db, HELD_PAGE);
  let sent = 0;
  for (const id of ids) {
    if (signal?.aborted) break;
    if (await deps.jobs.send(SMS_RETRY_JOB, { messageId: id }, { key: id })) sent += 1;
  }
  return sent;
}

/** Sends the SMS held for the sending hours, oldest first, once each; none outside them. */
export async function sendHeldSms(deps: MessageDeps, signal?: AbortSignal): Promise<number> {
  if (!inSendingHours(deps.clock.now())) return 0;
  let sent = 0;
  while (!signal?.aborted) {
    const rows = await listHeldSmsRows(deps.db, HELD_PAGE);
    for (const row of rows) {
      if (signal?.aborted || !(await claimHeldSms(deps.db, row.id))) continue;
      await textMessage(deps, row.id, row.user_id, row.sms_text ?? '', true);
      sent += 1;
    }
    if (rows.length < HELD_PAGE) break;
  }
  return sent;
}

/** Every message the borrower was sent, oldest first, in the language they read in now. */
export async function allMessages(
  deps: { db: Db },
  userId: string,
  lang: MessageLang,
): Promise<{ title: string; body: string; at: string }[]> {
  const rows = await listAllUserMessageRows(deps.db, userId);
  return rows.map((row) => ({
    title: (lang === 'fil' ? row.title_fil : null) ?? row.title,
    body: (lang === 'fil' ? row.body_fil : null) ?? row.body,
    at: row.created_at.toISOString(),
  }));
}
