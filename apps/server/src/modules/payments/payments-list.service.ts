import { addDays } from '@loan/loan-engine';
import { type PageCursor, pageOf } from '../../lib/page-cursor.ts';
import { phDayStart } from '../../lib/ph-date.ts';
import { reversalsOfPayments } from '../ledger/ledger.service.ts';
import type { LoanDeps } from '../order/loan-deps.ts';
import { findOrder } from '../order/order-access.ts';
import { searchPaymentRows } from './payments.repository.ts';

export interface PaymentListQuery {
  /**
   * An order number (whole), the start of a receipt number (it starts with the lender's receipt
   * prefix), or else the start of a payment reference.
   */
  q?: string | undefined;
  /** Paid on or after this Philippine day, and on or before `to`. */
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  after?: PageCursor | undefined;
}

/**
 * Payments a page at a time, newest first or in the order of the start searched: the Payments
 * screen's list.
 */
export async function listPayments(deps: Pick<LoanDeps, 'db' | 'config'>, query: PaymentListQuery) {
  const text = query.q?.trim() || undefined;
  // An order number names one order; its id lets the search walk the order's own index.
  const order = text ? await findOrder(deps.db, text) : undefined;
  const prefix = deps.config.brand.receiptPrefix;
  const receipt =
    prefix && text?.toUpperCase().startsWith(prefix.toUpperCase())
      ? prefix + text.slice(prefix.length)
      : undefined;
  const by = order ? 'order' : receipt ? 'receipt' : text ? 'reference' : undefined;
  const rows = await searchPaymentRows(
    deps.db,
    {
      by,
      // A receipt's prefix as the lender prints it, however it was typed.
      text: receipt ?? text,
      orderId: order?.id,
      from: query.from ? phDayStart(query.from) : undefined,
      to: query.to ? phDayStart(addDays(query.to, 1)) : undefined,
    },
    query.after,
    query.limit + 1,
  );
  const { items, next } = pageOf(rows, query.limit, (row) => ({ at: row.paid_at, id: row.id }));
  const reversed = await reversalsOfPayments(
    deps.db,
    items.map((row) => row.id),
  );
  return {
    payments: items.map((row) => ({
      receiptNo: row.receipt_no,
      orderId: row.public_id,
      amount: row.amount,
      kind: row.kind,
      channel: row.channel,
      reference: row.reference,
      source: row.source,
      paidAt: row.paid_at.toISOString(),
      reversedAt: reversed.get(row.id)?.toISOString() ?? null,
    })),
    next,
  };
}
