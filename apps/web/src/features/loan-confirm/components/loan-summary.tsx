import { formatCurrency } from '@/lib/format/currency.ts';
import { formatTerm, type LoanQuote } from '../loan-quote.ts';
import { loanConfirmMessages } from '../messages.ts';
import styles from './loan-summary.module.css';

const text = loanConfirmMessages;

/** One date for a single payment; for instalments, which date is the first and which the last. */
function RepaymentDates({ quote, finalDate }: { quote: LoanQuote; finalDate: string }) {
  const first = quote.repay_plans[0]?.pay_time;
  if (quote.repay_plans.length < 2 || !first) {
    return (
      <div className={styles.fact}>
        <dt>{text.repaymentDateLabel}</dt>
        <dd>{finalDate}</dd>
      </div>
    );
  }
  return (
    <>
      <div className={styles.fact}>
        <dt>{text.firstPaymentDateLabel}</dt>
        <dd>{first}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{text.lastPaymentDateLabel}</dt>
        <dd>{finalDate}</dd>
      </div>
    </>
  );
}

/** The quote's headline: product, amount, term, rate and (variant 2) the repayment date. */
export function LoanSummary({
  quote,
  repaymentDate,
}: {
  quote: LoanQuote;
  repaymentDate?: string;
}) {
  return (
    <section className={styles.card} aria-label={text.amountLabel}>
      {quote.comProductName ? (
        <p className={styles.product}>
          {quote.comProductLogo ? (
            <img className={styles.logo} src={quote.comProductLogo} alt="" width={24} height={24} />
          ) : null}
          {quote.comProductName}
        </p>
      ) : null}
      <p className={styles.amountLabel}>{text.amountLabel}</p>
      <p className={styles.amount}>{formatCurrency(quote.amount)}</p>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{text.termLabel}</dt>
          <dd>{formatTerm(quote.periods, quote.termUnit)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{text.rateLabel}</dt>
          <dd>{quote.pRateDsc}</dd>
        </div>
        {repaymentDate ? <RepaymentDates quote={quote} finalDate={repaymentDate} /> : null}
      </dl>
    </section>
  );
}
