import { APP_ROUTES } from '@loan/contract';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import type { Screen } from '@/lib/screen.ts';
import { CodeCard } from '../components/code-card.tsx';
import { OrderPageLink } from '../components/order-page-link.tsx';
import { PayNotices } from '../components/pay-notices.tsx';
import { readRepaymentInfo } from '../lib/stored-repayment-info.ts';
import { repaymentMessages } from '../messages.ts';
import styles from './repayment-of-code2.module.css';

const text = repaymentMessages;

/**
 * /repaymentOfCode2 (loan-journey §2): from the repayment info the repayment page stored, the
 * deposit-slip note, the channel logo with the pay code (what the borrower quotes), the contract
 * number (the loan's order id), the total, the grouped notices and the way back to the loan.
 */
export function RepaymentOfCode2Route() {
  const info = readRepaymentInfo();
  return (
    <Page title={text.code2Title}>
      {info ? (
        <>
          <p className={styles.slip}>{text.keepSlip}</p>
          <CodeCard label={text.payCode} code={info.payBox.payCode} image={info.payBox.logo} />
          {info.ids ? <CodeCard label={text.contractNumber} code={info.ids.orderId} /> : null}
          <section className={styles.total}>
            <span>{text.totalPayment}</span>
            <strong className={styles.totalValue}>{formatCurrency(info.total)}</strong>
          </section>
          <PayNotices groups={info.payBox.payNotice} heading={text.howToPay} />
          {info.ids ? (
            <OrderPageLink ids={info.ids} route={APP_ROUTES.loanDetail} label={text.backToOrder} />
          ) : null}
        </>
      ) : (
        <Notice title={text.infoMissing} />
      )}
    </Page>
  );
}

// It reads this phone's local storage, which the server cannot see.
export const screen: Screen = { Component: RepaymentOfCode2Route, clientOnly: true };
