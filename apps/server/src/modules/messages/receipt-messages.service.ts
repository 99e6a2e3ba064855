import type { AppConfig } from '../../config.ts';
import { savedLanguage } from '../language/language.service.ts';
import { findReceiptOfPayment, paymentsReceivedBetween } from '../payments/payments.service.ts';
import { receiptText } from './event-texts.ts';
import { inBothLanguages, type MessageLang } from './message-lang.ts';
import { deliveredKeys, deliverOnce, type MessageDeps } from './messages.service.ts';

export type ReceiptMessageDeps = MessageDeps & { config: Pick<AppConfig, 'brand'> };

/** How far back the catch-up looks for a receipt whose message did not go (by paid time). */
const CATCH_UP_MS = 3 * 86_400_000;
/** A gateway's paid time a little ahead of our clock still counts. */
const CLOCK_SKEW_MS = 3_600_000;
const PAGE = 200;

export const receiptKey = (paymentId: string) => `receipt:${paymentId}`;

/** The receipt message of a payment, once: in-app and SMS (essential: it proves a payment). */
async function deliverReceiptOf(
  deps: ReceiptMessageDeps,
  paymentId: string,
  found: NonNullable<Awaited<ReturnType<typeof findReceiptOfPayment>>>,
  chosen: MessageLang | undefined,
): Promise<boolean> {
  const { receipt, userId } = found;
  const lang = chosen ?? (await savedLanguage(deps.db, userId));
  return deliverOnce(deps, {
    userId,
    orderId: receipt.orderId,
    kind: 'receipt',
    key: receiptKey(paymentId),
    essential: true,
    sms: receiptText(receipt, deps.config.brand, lang).sms,
    texts: await inBothLanguages((each) => receiptText(receipt, deps.config.brand, each)),
  });
}

/**
 * After the transaction that booked a payment has committed: the borrower's receipt message.
 * A failure here loses nothing: the messages job's catch-up sends it.
 */
export async function deliverReceipt(
  deps: ReceiptMessageDeps,
  paymentId: string,
  lang?: MessageLang,
): Promise<boolean> {
  const found = await findReceiptOfPayment(deps.db, paymentId);
  return found ? deliverReceiptOf(deps, paymentId, found, lang) : false;
}

/**
 * The receipts of the last days whose message is missing (the process stopped between the
 * commit and the message): each sent once.
 */
export async function catchUpReceipts(
  deps: ReceiptMessageDeps,
  signal?: AbortSignal,
  lang?: MessageLang,
): Promise<number> {
  const now = deps.clock.now().getTime();
  const range = { from: new Date(now - CATCH_UP_MS), to: new Date(now + CLOCK_SKEW_MS) };
  let after: { at: Date; id: string } | undefined;
  let sent = 0;
  while (!signal?.aborted) {
    const page = await paymentsReceivedBetween(deps.db, range, after, PAGE);
    const taken = await deliveredKeys(
      deps,
      page.map((item) => receiptKey(item.cursor.id)),
    );
    for (const item of page) {
      if (taken.has(receiptKey(item.cursor.id))) continue;
      const found = { receipt: item.payment, userId: item.userId };
      if (await deliverReceiptOf(deps, item.cursor.id, found, lang)) sent += 1;
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1]!.cursor;
  }
  return sent;
}
