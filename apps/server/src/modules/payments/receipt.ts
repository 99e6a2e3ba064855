import { randomInt } from 'node:crypto';
import type { BrandConfig } from '@loan/contract';
import type { Db } from '../../db/database.ts';
import type { PaymentRepayment } from '../ledger/ledger.service.ts';
import type { PaymentRow } from './payments.repository.ts';
import { RECEIPT_DIGITS, takeNextReceiptNumber } from './receipt-series.repository.ts';

/**
 * The lender's next official receipt number, in the transaction that books the payment: numbers
 * of payments that commit run 1, 2, 3... with no gap (docs/decisions/0033).
 */
export async function nextReceiptNo(
  tx: Db,
  lender: Pick<BrandConfig, 'secRegistrationNumber' | 'receiptPrefix'>,
): Promise<string> {
  const number = await takeNextReceiptNumber(tx, lender.secRegistrationNumber);
  return formatReceiptNo(lender.receiptPrefix, number);
}

export function formatReceiptNo(prefix: string, number: number): string {
  return `${prefix}${String(number).padStart(RECEIPT_DIGITS, '0')}`;
}

/** Pay-code references: short, unguessable, easy to read out at a counter. */
export function newPayReference(): string {
  return `PN${digits(12)}`;
}

function digits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) out += String(randomInt(10));
  return out;
}

export interface Receipt {
  receiptNo: string;
  orderId: string;
  amount: number;
  kind: 'instalment' | 'rollover';
  /** As the payment's repayment entry booked it: each charge apart; unapplied became credit. */
  allocation: {
    penalty: number;
    defaultInterest: number;
    interest: number;
    principal: number;
    unapplied: number;
  };
  channel: string;
  reference: string;
  paidAt: string;
  outstandingAfter: number;
  /** When an operator reversed the payment (ISO instant), or null. */
  reversedAt: string | null;
  /** What the order owes now (the fold of its entries), where the receipt is shown alone. */
  owedNow: number | null;
  /** What of `allocation.unapplied` the order's refunds paid back (`withRefundedCredit`). */
  creditRefunded: number;
  /** The loan's earlier credit this payment applied first, beside the money. */
  creditApplied: number;
  /** What of `allocation.unapplied` later paid a charge of the loan (`withRefundedCredit`). */
  creditUsed: number;
}

/**
 * A payment's receipt: the charges from its repayment entry (the payments row keeps the one-time
 * penalty and default interest as one sum), and `owedNow` when the caller folded the order.
 */
export function toReceipt(
  row: PaymentRow,
  orderPublicId: string,
  repayment: PaymentRepayment | undefined,
  owedNow: number | null = null,
): Receipt {
  return {
    receiptNo: row.receipt_no,
    orderId: orderPublicId,
    amount: row.amount,
    kind: row.kind,
    // The entry in effect says how the money was applied: a value-date replay may have applied
    // it otherwise than the payment's row says it was when booked.
    allocation: repayment
      ? {
          penalty: repayment.penalty,
          defaultInterest: repayment.defaultInterest,
          interest: repayment.interest,
          principal: repayment.principal,
          unapplied: repayment.overpayment,
        }
      : {
          penalty: row.penalty,
          defaultInterest: 0,
          interest: row.interest,
          principal: row.principal,
          unapplied: row.unapplied,
        },
    channel: row.channel,
    reference: row.reference,
    paidAt: row.paid_at.toISOString(),
    outstandingAfter: row.outstanding_after,
    reversedAt: repayment?.reversedAt?.toISOString() ?? null,
    owedNow,
    creditRefunded: 0,
    creditApplied: repayment?.creditApplied ?? 0,
    creditUsed: 0,
  };
}

/**
 * The receipts of one order, oldest first, with what became of each one's overpayment: the credit
 * the loan later applied to a charge (`applied`, decision 0086), then the refunds (`refunded`),
 * each taking the oldest credit first.
 */
export function withRefundedCredit(
  receipts: readonly Receipt[],
  refunded: number,
  applied = 0,
): Receipt[] {
  let toUse = applied;
  let toRefund = refunded;
  return receipts.map((receipt) => {
    let credit = receipt.reversedAt ? 0 : receipt.allocation.unapplied;
    const creditUsed = Math.min(credit, toUse);
    toUse -= creditUsed;
    credit -= creditUsed;
    const creditRefunded = Math.min(credit, toRefund);
    toRefund -= creditRefunded;
    return { ...receipt, creditUsed, creditRefunded };
  });
}
