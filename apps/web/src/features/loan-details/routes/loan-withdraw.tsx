import { ORDER_STATUS } from '@loan/contract';
import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { messages } from '@/lib/messages.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { loanDetailsQueryOptions, useLoanDetails } from '../api/get-loan-details.ts';
import { WithdrawConfirmation } from '../components/withdraw-confirmation.tsx';
import { loanDetailPath, type OrderIds, orderIdsOf, readOrderIds } from '../lib/order-ids.ts';
import { loanDetailMessages, loanWithdrawMessages } from '../messages.ts';

const text = loanWithdrawMessages;

function WithdrawContent({ ids }: { ids: OrderIds }) {
  const navigate = useNavigate();
  const query = useLoanDetails(ids);
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Notice
        title={loanDetailMessages.unavailable}
        action={
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            {messages.common.retry}
          </Button>
        }
      />
    );
  }
  if (!query.data.success || !query.data.data) return null;
  const details = query.data.data;
  // The server clears h5Url once the loan was accepted: nothing is waiting any more.
  if (details.orderStatus !== ORDER_STATUS.approved || !details.h5Url) {
    return (
      <Notice
        title={text.notWaiting}
        action={
          <Button onClick={() => navigate(loanDetailPath(ids), { replace: true })}>
            {text.backToOrder}
          </Button>
        }
      />
    );
  }
  return <WithdrawConfirmation details={details} ids={ids} />;
}

/** The page behind an approved order's h5Url: the borrower accepts (withdraws) the loan. */
export function LoanWithdrawRoute() {
  const ids = readOrderIds();
  return (
    <Page title={text.title}>
      {ids ? <WithdrawContent ids={ids} /> : <Notice title={loanDetailMessages.missingOrder} />}
    </Page>
  );
}

export const screen: Screen = {
  Component: LoanWithdrawRoute,
  serverQueries: (page) => {
    const ids = orderIdsOf(page);
    return ids ? [loanDetailsQueryOptions(ids)] : [];
  },
};
