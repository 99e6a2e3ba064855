import { APP_ROUTES, CARD_NEED_POP, ORDER_STATUS, SOURCE_LOAN_DETAIL_QUERY } from '@loan/contract';
import { Button } from '@/components/button.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import {
  loanDetailPath,
  type OrderIds,
  orderIdsOf,
  orderPath,
  readOrderIds,
} from '@/lib/order-ids.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import {
  type LoanDetails,
  loanDetailsQueryOptions,
  useLoanDetails,
} from '../api/get-loan-details.ts';
import { WithdrawConfirmation } from '../components/withdraw-confirmation.tsx';
import { loanDetailMessages, loanWithdrawMessages } from '../messages.ts';

const text = loanWithdrawMessages;

function WithdrawContent({ ids }: { ids: OrderIds }) {
  return (
    <QueryGate query={useLoanDetails(ids)} unavailable={loanDetailMessages.unavailable}>
      {(result) =>
        result.success && result.data ? <WithdrawOrNot details={result.data} ids={ids} /> : null
      }
    </QueryGate>
  );
}

function WithdrawOrNot({ details, ids }: { details: LoanDetails; ids: OrderIds }) {
  const navigate = useNavigate();
  // No payout account yet: the money would have nowhere to go, so the account comes first.
  if (details.orderStatus === ORDER_STATUS.approved && details.cardNeedPop === CARD_NEED_POP) {
    return (
      <Notice
        title={text.accountFirst}
        action={
          <Button
            onClick={() => navigate(orderPath(APP_ROUTES.bindBank, ids, SOURCE_LOAN_DETAIL_QUERY))}
          >
            {loanDetailMessages.bindCard}
          </Button>
        }
      />
    );
  }
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
