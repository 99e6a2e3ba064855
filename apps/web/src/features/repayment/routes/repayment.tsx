import { APP_ROUTES, SHOW_REPAY_INSTRUCTIONS } from '@loan/contract';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import { type OrderIds, orderIdsOf, readOrderIds } from '@/lib/order-ids.ts';
import type { Screen } from '@/lib/screen.ts';
import {
  type InstalmentInfo,
  installmentDetailQueryOptions,
  useInstallmentDetail,
} from '../api/get-installment-detail.ts';
import { FoldedDetail } from '../components/folded-detail.tsx';
import { InstructionsBanner } from '../components/instructions-banner.tsx';
import { LazyDefaultPayBox } from '../components/lazy-default-pay-box.ts';
import { NoticeMessage } from '../components/notice-message.tsx';
import { OrderPageLink } from '../components/order-page-link.tsx';
import { PayPanel } from '../components/pay-panel.tsx';
import { RepaymentGate } from '../components/repayment-gate.tsx';
import { RepaymentHeader } from '../components/repayment-header.tsx';
import { repaymentMessages } from '../messages.ts';

const text = repaymentMessages;

/** Nothing payable yet: the page names the next payment and its date, and has no Payment. */
function InstalmentView({ info, ids }: { info: InstalmentInfo; ids: OrderIds }) {
  const payable = info.repayAmount > 0;
  return (
    <>
      <RepaymentHeader
        amountLabel={payable ? text.amountDue : text.nextPayment}
        amount={formatCurrency(payable ? info.repayAmount : info.nextAmount)}
        dateLine={`${text.repaymentDate}: ${info.repayDate}`}
        productLogo={info.productLogo}
        productName={info.productName}
      />
      <NoticeMessage message={info.noticeMsg} />
      <FoldedDetail rows={info.detail} />
      {info.isShowReyTop === SHOW_REPAY_INSTRUCTIONS ? <InstructionsBanner /> : null}
      {info.defDetail ? (
        <LazyDefaultPayBox info={{ payBox: info.defDetail, total: info.repayAmount, ids }} />
      ) : null}
      {payable ? (
        <>
          <PayPanel ids={ids} channels={info.repayList} amount={info.repayAmount} delay={false} />
          <OrderPageLink ids={ids} route={APP_ROUTES.paymentWay} label={text.payWithCard} />
        </>
      ) : null}
      <OrderPageLink ids={ids} route={APP_ROUTES.repaymentHistory} label={text.history} />
    </>
  );
}

function InstalmentContent({ ids }: { ids: OrderIds }) {
  return (
    <RepaymentGate ids={ids} query={useInstallmentDetail(ids)}>
      {(info) => <InstalmentView info={info} ids={ids} />}
    </RepaymentGate>
  );
}

/** Instalment repayment (loan-journey §2): what is due, how to pay it, and Payment. */
export function RepaymentRoute() {
  const ids = readOrderIds();
  return (
    <Page title={text.instalmentTitle}>
      {ids ? <InstalmentContent ids={ids} /> : <Notice title={text.missingOrder} />}
    </Page>
  );
}

export const screen: Screen = {
  Component: RepaymentRoute,
  serverQueries: (page) => {
    const ids = orderIdsOf(page);
    return ids ? [installmentDetailQueryOptions(ids)] : [];
  },
};
