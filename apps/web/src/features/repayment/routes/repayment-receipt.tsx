import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue } from '@/lib/session-query.ts';
import { repaymentReceiptQueryOptions, useRepaymentReceipt } from '../api/get-repayment-receipt.ts';
import styles from '../components/official-receipt.module.css';
import { OfficialReceipt } from '../components/official-receipt.tsx';
import { repaymentMessages } from '../messages.ts';

const text = repaymentMessages;

/** A reversed payment never reads as paying the loan off; otherwise what the order owes now. */
function paidOff(receipt: {
  reversedAt: string | null;
  owedNow: number | null;
  outstandingAfter: number;
}) {
  return !receipt.reversedAt && (receipt.owedNow ?? receipt.outstandingAfter) === 0;
}

function ReceiptContent({ receiptNo }: { receiptNo: string }) {
  return (
    <QueryGate query={useRepaymentReceipt(receiptNo)} unavailable={text.receiptUnavailable}>
      {(result) =>
        result.success && result.data ? (
          <>
            <OfficialReceipt receipt={result.data} />
            <div className={styles.actions}>
              <Button block variant="secondary" onClick={() => window.print()}>
                {text.printReceipt}
              </Button>
              {paidOff(result.data) ? <Notice title={text.settled} /> : null}
            </div>
          </>
        ) : (
          <Notice title={text.receiptUnavailable} text={result.message} />
        )
      }
    </QueryGate>
  );
}

/** One payment's official receipt: who issued it, what was paid, how it was applied, what remained. */
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
