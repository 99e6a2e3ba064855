import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { type OrderIds, orderIdsOf, readOrderIds } from '@/lib/order-ids.ts';
import type { Screen } from '@/lib/screen.ts';
import { repaymentWayQueryOptions, useRepaymentWay } from '../api/get-repayment-way.ts';
import { CardPayment } from '../components/card-payment.tsx';
import { paymentWayMessages } from '../messages.ts';

const text = paymentWayMessages;

function PaymentWayContent({ ids }: { ids: OrderIds }) {
  return (
    <QueryGate query={useRepaymentWay(ids.orderId)} unavailable={text.unavailable}>
      {(result) =>
        result.success && result.data ? (
          <CardPayment way={result.data} ids={ids} />
        ) : (
          <Notice title={text.cardListFailed} text={result.message} />
        )
      }
    </QueryGate>
  );
}

/** The legacy payment-way flow (foundation-and-support §2 and §4). */
export function PaymentWayRoute() {
  const ids = readOrderIds();
  return (
    <Page title={text.title}>
      {ids ? <PaymentWayContent ids={ids} /> : <Notice title={text.missingOrder} />}
    </Page>
  );
}

export const screen: Screen = {
  Component: PaymentWayRoute,
  serverQueries: (page) => {
    const ids = orderIdsOf(page);
    return ids ? [repaymentWayQueryOptions(ids.orderId)] : [];
  },
};
