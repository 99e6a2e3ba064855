import { randomInt } from 'node:crypto';
import type { PaymentRow } from './payments.repository.ts';

/** Receipt numbers and pay-code references: short, unguessable, easy to read out at a counter. */
export function newReceiptNo(): string {
  return `RC${digits(12)}`;
}

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
  allocation: { penalty: number; interest: number; principal: number; unapplied: number };
  channel: string;
  reference: string;
  paidAt: string;
  outstandingAfter: number;
}

export function toReceipt(row: PaymentRow, orderPublicId: string): Receipt {
  return {
    receiptNo: row.receipt_no,
    orderId: orderPublicId,
    amount: row.amount,
    kind: row.kind,
    allocation: {
      penalty: row.penalty,
      interest: row.interest,
      principal: row.principal,
      unapplied: row.unapplied,
    },
    channel: row.channel,
    reference: row.reference,
    paidAt: row.paid_at.toISOString(),
    outstandingAfter: row.outstanding_after,
  };
}
