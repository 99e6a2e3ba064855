import { Button } from '@/components/button.tsx';
import styles from './loan-now-bar.module.css';

/**
 * The Loan Now button, with the server's message (variant 2) beside it. Without consent it is
 * grey and inert: disabled for the pointer and announced as such.
 */
export function LoanNowBar({
  label,
  message,
  enabled,
  pending,
  onPress,
}: {
  label: string;
  message?: string;
  enabled: boolean;
  pending: boolean;
  onPress: () => void;
}) {
  const inert = !enabled;
  return (
    <div className={styles.bar}>
      {message ? <p className={styles.message}>{message}</p> : null}
      <Button
        block
        size="large"
        className={inert ? styles.inert : undefined}
        disabled={inert}
        aria-disabled={inert || pending}
        loading={pending}
        onClick={inert ? undefined : onPress}
      >
        {label}
      </Button>
    </div>
  );
}
