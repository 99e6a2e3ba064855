import type { LoanDetails } from '../api/get-loan-details.ts';
import styles from './status-banner.module.css';
import { StatusIcon } from './status-icon.tsx';

/** The top banner image (when the server sends one), the status icon, headline and description. */
export function StatusBanner({ details }: { details: LoanDetails }) {
  return (
    <section className={styles.banner}>
      {details.inside ? (
        // The page's largest picture: fetched ahead of the scripts.
        <img
          className={styles.image}
          src={details.inside}
          alt=""
          width={750}
          height={240}
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.status}>
        <StatusIcon status={details.orderStatus} />
        <div>
          <h2 className={styles.headline}>{details.noticeStatusText}</h2>
          {details.noticeDesText ? (
            <p className={styles.description}>{details.noticeDesText}</p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
