import { APP_ROUTES } from '@loan/contract';
import { withSessionQuery } from '@/lib/session-query.ts';
import { loanConfirmMessages } from '../messages.ts';
import styles from './apply-blocked-note.module.css';

const text = loanConfirmMessages;

/** Why the borrower cannot apply now (an overdue loan), said before they tap Loan Now. */
export function ApplyBlockedNote({ message }: { message: string }) {
  return (
    <section className={styles.note} aria-labelledby="apply-blocked-title">
      <h2 id="apply-blocked-title" className={styles.title}>
        {text.applyBlockedTitle}
      </h2>
      <p className={styles.text}>{message}</p>
      <a className={styles.link} href={withSessionQuery(APP_ROUTES.myLoans)}>
        {text.applyBlockedAction}
      </a>
    </section>
  );
}
