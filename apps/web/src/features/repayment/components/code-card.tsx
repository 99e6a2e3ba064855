import { CopyButton } from '@/components/copy-button.tsx';
import { repaymentMessages } from '../messages.ts';
import styles from './code-card.module.css';

const text = repaymentMessages;

/** A copyable code (repayment code, contract number) with its channel's image. */
export function CodeCard({
  label,
  code,
  image,
}: {
  label: string;
  code: string;
  image?: string | null;
}) {
  return (
    <section className={styles.card}>
      {image ? <img className={styles.image} src={image} alt="" width={64} height={64} /> : null}
      <p className={styles.label}>{label}</p>
      <div className={styles.row}>
        <span className={styles.code}>{code}</span>
        <CopyButton
          value={code}
          label={text.copy}
          copied={text.copied}
          failed={text.copyFailed}
          name={`${text.copy} ${label}`}
        />
      </div>
    </section>
  );
}
