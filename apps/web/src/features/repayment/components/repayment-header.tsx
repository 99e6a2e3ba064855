import type { ReactNode } from 'react';
import styles from './repayment-header.module.css';

/** The head of a repayment page: the amount to pay, its date line, and the product. */
export function RepaymentHeader({
  title,
  amountLabel,
  amount,
  dateLine,
  productLogo,
  productName,
}: {
  title?: string;
  amountLabel: string;
  amount: string;
  dateLine: ReactNode;
  productLogo: string;
  productName: string;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.product}>
        {productLogo ? (
          <img className={styles.logo} src={productLogo} alt="" width={32} height={32} />
        ) : null}
        <span className={styles.name}>{productName}</span>
      </div>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <p className={styles.amountLabel}>{amountLabel}</p>
      <p className={styles.amount}>{amount}</p>
      <p className={styles.date}>{dateLine}</p>
    </header>
  );
}
