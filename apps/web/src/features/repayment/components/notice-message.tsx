import styles from './notice-message.module.css';

/** The server's notice on a repayment page (what to pay and how it shows). */
export function NoticeMessage({ message }: { message: string }) {
  return message ? <p className={styles.notice}>{message}</p> : null;
}
