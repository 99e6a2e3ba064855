import { messages } from '@/lib/messages.ts';
import styles from './loading.module.css';

/** In-page loading state: a polite status for screen readers and three animated dots. */
export function Loading({ label = messages.common.loading }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.dots} aria-hidden>
        <span />
        <span />
        <span />
      </span>
      <span className={styles.label}>{label}</span>
    </div>
  );
}
