import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { bridge } from '@/lib/bridge/bridge.ts';
import { messages } from '@/lib/messages.ts';
import { type OrderIds, orderIdsOf, readOrderIds } from '@/lib/order-ids.ts';
import type { Screen } from '@/lib/screen.ts';
import { loanDetailsQueryOptions, useLoanDetails } from '../api/get-loan-details.ts';
import { unreadMessagesQueryOptions } from '../api/get-unread-messages.ts';
import { OrderDetails } from '../components/order-details.tsx';
import { loanDetailMessages } from '../messages.ts';

const text = loanDetailMessages;

function LoanDetailContent({ ids }: { ids: OrderIds }) {
  // While it loads, the call's own indicator shows 'loading...'.
  return (
    <QueryGate query={useLoanDetails(ids)} unavailable={text.unavailable}>
      {(result) =>
        result.success && result.data ? (
          <OrderDetails details={result.data} ids={ids} />
        ) : (
          // The client toasted the server's message; the page still says what happened and
          // offers a way on (home, where the borrower's loans are).
          <Notice
            title={text.notOpened}
            text={result.message || text.notOpenedHint}
            action={
              <Button variant="secondary" size="small" onClick={() => bridge.goHome()}>
                {messages.app.goHome}
              </Button>
            }
          />
        )
      }
    </QueryGate>
  );
}

/** Loan order details (loan-journey §2): status, order rows, actions and dialogs. */
export function LoanDetailRoute() {
  const ids = readOrderIds();
  return (
    <Page title={text.title}>
      {ids ? <LoanDetailContent ids={ids} /> : <Notice title={text.missingOrder} />}
    </Page>
  );
}

export const screen: Screen = {
  Component: LoanDetailRoute,
  serverQueries: (page) => {
    const ids = orderIdsOf(page);
    return ids ? [loanDetailsQueryOptions(ids), unreadMessagesQueryOptions()] : [];
  },
};
