import type { AppRoute } from '@loan/contract';
import { type OrderIds, orderPath } from '@/lib/order-ids.ts';
import { Link } from '@/lib/router/router.tsx';
import styles from './order-page-link.module.css';

/** A link to another page about this order (its payments, paying with a saved card). */
export function OrderPageLink({
  ids,
  route,
  label,
}: {
  ids: OrderIds;
  route: AppRoute;
  label: string;
}) {
  return (
    <Link to={orderPath(route, ids)} className={styles.link}>
      {label}
    </Link>
  );
}
