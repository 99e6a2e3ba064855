import { jointLoginFailureMessages } from '../messages.ts';
import styles from './failure-notice.module.css';

/** 'Failed', the server's error message and its notice. */
export function FailureNotice({ error, notice }: { error: string; notice: string }) {
  return (
    <section className={styles.failure}>
      <svg className={styles.icon} viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="24" fill="#d93842" />
        <path
          d="M17 17l14 14M31 17L17 31"
          fill="none"
          stroke="#fff"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <h2 className={styles.title}>{jointLoginFailureMessages.failed}</h2>
      {error ? <p className={styles.error}>{error}</p> : null}
      {notice ? (
        <p className={styles.notice} role="note">
          {notice}
        </p>
      ) : null}
    </section>
  );
}
