import { APP_ROUTES, SHOW_REPAY_INSTRUCTIONS } from '@loan/contract';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import { type OrderIds, orderIdsOf, readOrderIds } from '@/lib/order-ids.ts';
import type { Screen } from '@/lib/screen.ts';
import {
  type DelayInfo,
  delayDetailQueryOptions,
  useDelayDetail,
} from '../api/get-delay-detail.ts';
import { ConfirmRolloverPanel } from '../components/confirm-rollover-panel.tsx';
import { InstructionsBanner } from '../components/instructions-banner.tsx';
import { LazyDefaultPayBox } from '../components/lazy-default-pay-box.ts';
import { NoticeMessage } from '../components/notice-message.tsx';
import { OrderPageLink } from '../components/order-page-link.tsx';
import { PayPanel } from '../components/pay-panel.tsx';
import { RepaymentGate } from '../components/repayment-gate.tsx';
import { RepaymentHeader } from '../components/repayment-header.tsx';
import { RepaymentPlan } from '../components/repayment-plan.tsx';
import { repaymentMessages } from '../messages.ts';

const text = repaymentMessages;

function DelayView({ info, ids }: { info: DelayInfo; ids: OrderIds }) {
  const amount = info.delayInfo.delayAmount;
  return (
    <>
      <RepaymentHeader
        title={info.delayInfo.title}
        amountLabel={text.delayAmount}
        amount={formatCurrency(amount)}
        dateLine={`${text.nextPaymentDate} ${info.repayDate}`}
        productLogo={info.productLogo}
        productName={info.productName}
      />
      <NoticeMessage message={info.noticeMsg} />
      <RepaymentPlan plan={info.repayPlan} />
      {info.isShowReyTop === SHOW_REPAY_INSTRUCTIONS ? <InstructionsBanner /> : null}
      {info.defDetail ? (
        <LazyDefaultPayBox info={{ payBox: info.defDetail, total: amount, ids }} />
      ) : null}
      {amount > 0 ? (
        <PayPanel ids={ids} channels={info.repayList} amount={amount} delay />
      ) : (
        <ConfirmRolloverPanel ids={ids} />
      )}
      <OrderPageLink ids={ids} route={APP_ROUTES.repaymentHistory} label={text.history} />
    </>
  );
}

function DelayContent({ ids }: { ids: OrderIds }) {
  return (
    <RepaymentGate ids={ids} query={useDelayDetail(ids)}>
      {(info) => <DelayView info={info} ids={ids} />}
    </RepaymentGate>
  );
}

/** Delay (rollover) repayment (loan-journey §2): the rollover fee, the new date and the plan. */
export function RepaymentDelayRoute() {
  const ids = readOrderIds();
  return (
    <Page title={text.delayTitle}>
      {ids ? <DelayContent ids={ids} /> : <Notice title={text.missingOrder} />}
    </Page>
  );
}

export const screen: Screen = {
  Component: RepaymentDelayRoute,
  serverQueries: (page) => {
    const ids = orderIdsOf(page);
    return ids ? [delayDetailQueryOptions(ids)] : [];
  },
};
