import { formatPhilippineTime } from '@loan/contract';
import { DetailRows } from '@/components/detail-rows.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';

import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue } from '@/lib/session-query.ts';
import {
  type Receipt,
  repaymentReceiptQueryOptions,
  useRepaymentReceipt,
} from '../api/get-repayment-receipt.ts';
import { repaymentMessages } from '../messages.ts';

const text = repaymentMessages;
const label = text.receiptRows;

function receiptRows(receipt: Receipt) {
  const { allocation } = receipt;
  return [
    { text: label.receiptNo, value: receipt.receiptNo },
    { text: label.orderId, value: receipt.orderId },
    { text: label.paidAt, value: formatPhilippineTime(receipt.paidAt) },
    { text: label.amount, value: formatCurrency(receipt.amount) },
    { text: label.kind, value: text.kinds[receipt.kind] },
    { text: label.channel, value: receipt.channel },
    { text: label.reference, value: receipt.reference },
    { text: label.penalty, value: formatCurrency(allocation.penalty) },
    { text: label.interest, value: formatCurrency(allocation.interest) },
    { text: label.principal, value: formatCurrency(allocation.principal) },
    ...(allocation.unapplied > 0
      ? [{ text: label.unapplied, value: formatCurrency(allocation.unapplied) }]
      : []),
    { text: label.outstandingAfter, value: formatCurrency(receipt.outstandingAfter) },
  ];
}

function ReceiptContent({ receiptNo }: { receiptNo: string }) {
  return (
    <QueryGate query={useRepaymentReceipt(receiptNo)} unavailable={text.receiptUnavailable}>
      {(result) =>
        result.success && result.data ? (
          <>
            <DetailRows rows={receiptRows(result.data)} />
            {result.data.outstandingAfter === 0 ? <Notice title={text.settled} /> : null}
          </>
        ) : (
          <Notice title={text.receiptUnavailable} text={result.message} />
        )
      }
    </QueryGate>
  );
}

/** One payment's receipt: what was paid, how it was applied, and what remained. */
export function RepaymentReceiptRoute() {
  const receiptNo = getPageQueryValue('receiptNo');
  return (
    <Page title={text.receiptTitle}>
      {receiptNo ? (
        <ReceiptContent receiptNo={receiptNo} />
      ) : (
        <Notice title={text.receiptUnavailable} />
      )}
    </Page>
  );
}

export const screen: Screen = {
  Component: RepaymentReceiptRoute,
  serverQueries: (page) => {
    const receiptNo = page.get('receiptNo');
    return receiptNo ? [repaymentReceiptQueryOptions(receiptNo)] : [];
  },
};
