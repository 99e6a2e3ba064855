import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { bridge } from '@/lib/bridge/bridge.ts';
import { messages } from '@/lib/messages.ts';
import type { Screen } from '@/lib/screen.ts';
import { loanDetailsQueryOptions, useLoanDetails } from '../api/get-loan-details.ts';
import { OrderDetails } from '../components/order-details.tsx';
import { type OrderIds, orderIdsOf, readOrderIds } from '../lib/order-ids.ts';
import { loanDetailMessages } from '../messages.ts';

const text = loanDetailMessages;

function LoanDetailContent({ ids }: { ids: OrderIds }) {
  const query = useLoanDetails(ids);
  // Meanwhile the call's own indicator shows 'loading...'.
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Notice
        title={text.unavailable}
        action={
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  // Success false: the client toasted the server's message; the page still says what happened
  // and offers a way on (home, where the borrower's loans are).
  if (!query.data.success || !query.data.data) {
    return (
      <Notice
        title={text.notOpened}
        text={query.data.message || text.notOpenedHint}
        action={
          <Button variant="secondary" size="small" onClick={() => bridge.goHome()}>
            {messages.app.goHome}
          </Button>
        }
      />
    );
  }
  return <OrderDetails details={query.data.data} ids={ids} />;
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
    return ids ? [loanDetailsQueryOptions(ids)] : [];
  },
};
