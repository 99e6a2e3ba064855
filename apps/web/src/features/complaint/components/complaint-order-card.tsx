import type { ComplaintOrder } from '../api/get-problem-init.ts';
import styles from './complaint-order-card.module.css';

/** An order as the complaint pages show it: product, then its rows. */
export function ComplaintOrderCard({ order }: { order: ComplaintOrder }) {
  return (
    <div className={styles.card}>
      <div className={styles.product}>
        {order.productLogo ? (
          <img className={styles.logo} src={order.productLogo} alt="" width={32} height={32} />
        ) : null}
        <span className={styles.name}>{order.productName}</span>
      </div>
      <dl className={styles.rows}>
        {order.list.map((row) => (
          <div key={row.title} className={styles.row}>
            <dt>{row.title}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
