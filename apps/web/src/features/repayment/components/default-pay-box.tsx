import { APP_ROUTES } from '@loan/contract';
import { CopyButton } from '@/components/copy-button.tsx';
import { useNavigate } from '@/lib/router/router.tsx';
import { withSessionQuery } from '@/lib/session-query.ts';
import { type StoredRepaymentInfo, storeRepaymentInfo } from '../lib/stored-repayment-info.ts';
import { repaymentMessages } from '../messages.ts';
import styles from './default-pay-box.module.css';

const text = repaymentMessages;

/** The default pay box: the order's live pay code (copyable); a tap opens /repaymentOfCode2. */
export function DefaultPayBox({ info }: { info: StoredRepaymentInfo }) {
  const navigate = useNavigate();
  const { payBox } = info;
  const open = () => {
    storeRepaymentInfo(info);
    navigate(withSessionQuery(APP_ROUTES.repaymentOfCode2));
  };
  return (
    <section className={styles.box} aria-label={text.defaultPayBox}>
      <button type="button" className={styles.open} onClick={open}>
        {payBox.logo ? (
          <img className={styles.logo} src={payBox.logo} alt="" width={40} height={40} />
        ) : null}
        <span className={styles.main}>
          <span className={styles.title}>
            {text.defaultPayBox}
            {payBox.title ? ` · ${payBox.title}` : ''}
          </span>
          <span className={styles.code}>{payBox.payCode}</span>
          <span className={styles.hint}>{text.payCodeHint}</span>
        </span>
      </button>
      <CopyButton
        value={payBox.payCode}
        label={text.copy}
        copied={text.copied}
        failed={text.copyFailed}
        name={`${text.copy} ${text.repaymentCode}`}
      />
    </section>
  );
}
