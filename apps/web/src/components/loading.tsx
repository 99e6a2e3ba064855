import DotLoading from 'antd-mobile/es/components/dot-loading';
import { messages } from '@/lib/messages.ts';
import styles from './loading.module.css';

/** In-page loading state: a polite status for screen readers and three animated dots. */
export function Loading({ label = messages.common.loading }: { label?: string }) {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <DotLoading color="primary" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
