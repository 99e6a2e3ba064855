import { copyText } from '@/lib/copy-text.ts';
import { showToast } from '@/lib/toast.ts';
import styles from './copy-button.module.css';

/** A small 'Copy' action beside a code or number; says whether it worked. */
export function CopyButton({
  value,
  label,
  copied,
  failed,
  name,
}: {
  value: string;
  label: string;
  copied: string;
  failed: string;
  /** What is copied, for assistive technology ('Copy repayment code'). */
  name: string;
}) {
  const onClick = async (event: { stopPropagation(): void }) => {
    event.stopPropagation();
    void showToast((await copyText(value)) ? copied : failed);
  };
  return (
    <button type="button" className={styles.copy} aria-label={name} onClick={onClick}>
      {label}
    </button>
  );
}
