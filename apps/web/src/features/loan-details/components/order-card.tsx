import { DetailRows } from '@/components/detail-rows.tsx';
import type { LoanDetails } from '../api/get-loan-details.ts';
import styles from './order-card.module.css';

/** The product the order is for, and the order's text/value rows. */
export function OrderCard({ details }: { details: LoanDetails }) {
  return (
    <section className={styles.card}>
      <div className={styles.product}>
        {details.productLogo ? (
          <img className={styles.logo} src={details.productLogo} alt="" width={32} height={32} />
        ) : null}
        <span className={styles.name}>{details.productName}</span>
      </div>
      <DetailRows rows={details.userOrderDetail.detail} />
    </section>
  );
}
