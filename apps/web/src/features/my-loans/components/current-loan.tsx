import { APP_ROUTES } from '@loan/contract';
import { formatCurrency } from '@/lib/format/currency.ts';
import { orderPath } from '@/lib/order-ids.ts';
import { Link } from '@/lib/router/router.tsx';
import type { MyLoans } from '../api/get-my-loans.ts';
import { myLoansMessages } from '../messages.ts';
import styles from './my-loans.module.css';

const text = myLoansMessages;

type Current = NonNullable<MyLoans['current']>;

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={strong ? styles.strong : undefined}>{value}</dd>
    </div>
  );
}

/** The loan being repaid: when and how much is due next, and one tap to repay it. */
export function CurrentLoan({ loan }: { loan: Current }) {
  const ids = { productId: loan.productId, orderId: loan.orderId };
  return (
    <section className={styles.card} aria-labelledby="current-loan">
      <h2 id="current-loan" className={styles.cardTitle}>
        {text.current}
      </h2>
      <p className={styles.product}>
        <span>{loan.productName}</span>
        <span className={styles.badge} data-status={loan.orderStatus}>
          {text.status[loan.orderStatus] ?? ''}
        </span>
      </p>
      <dl className={styles.rows}>
        {loan.nextDueDate ? <Row label={text.nextDue} value={loan.nextDueDate} /> : null}
        <Row label={text.nextAmount} value={formatCurrency(loan.nextAmount)} />
        {loan.amountDue > 0 ? (
          <Row label={text.amountDue} value={formatCurrency(loan.amountDue)} strong />
        ) : null}
        <Row label={text.outstanding} value={formatCurrency(loan.outstanding)} />
        {loan.credit > 0 ? <Row label={text.credit} value={formatCurrency(loan.credit)} /> : null}
      </dl>
      {loan.payable > 0 ? (
        <Link to={orderPath(APP_ROUTES.repayment, ids)} className={styles.repay}>
          {text.repay}
        </Link>
      ) : (
        <p className={styles.product}>{text.nothingDueUntil(loan.nextDueDate ?? '')}</p>
      )}
      <Link to={orderPath(APP_ROUTES.loanDetail, ids)} className={styles.textLink}>
        {text.orderDetails}
      </Link>
    </section>
  );
}
