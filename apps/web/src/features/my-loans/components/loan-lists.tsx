import { APP_ROUTES, formatPhilippineTime } from '@loan/contract';
import type { ReactNode } from 'react';
import { List, ListItem } from '@/components/list.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';
import { orderPath } from '@/lib/order-ids.ts';
import { Link } from '@/lib/router/router.tsx';
import { withSessionQuery } from '@/lib/session-query.ts';
import type { MyLoans } from '../api/get-my-loans.ts';
import { myLoansMessages } from '../messages.ts';
import styles from './my-loans.module.css';

const text = myLoansMessages;

function Empty({ children }: { children: string }) {
  return <p className={styles.empty}>{children}</p>;
}

/** Where the money of a loan goes: the bound account, as the binding page shows it. */
export function PayoutAccount({ account }: { account: string | null }) {
  return (
    <List header={text.payoutAccount}>
      {account ? <ListItem>{account}</ListItem> : <Empty>{text.noPayoutAccount}</Empty>}
    </List>
  );
}

/** Every order, newest first; each opens its order page. */
export function LoanList({ loans }: { loans: MyLoans['loans'] }) {
  return (
    <List header={text.loans}>
      {loans.length === 0 ? <Empty>{text.noLoans}</Empty> : null}
      {loans.map((loan) => (
        <Link
          key={loan.orderId}
          to={orderPath(APP_ROUTES.loanDetail, loan)}
          className={styles.rowLink}
        >
          <ListItem
            title={loan.productName}
            description={
              <>
                <span className={styles.nowrap}>{loan.appliedOn}</span>
                {' · '}
                {/* A status may be a sentence ("Aprubado: tanggapin..."): it wraps, never cut. */}
                <span>{text.status[loan.orderStatus] ?? ''}</span>
                {loan.credit > 0 ? (
                  <>
                    {' · '}
                    <span className={styles.nowrap}>
                      {text.creditOf(formatCurrency(loan.credit))}
                    </span>
                  </>
                ) : null}
              </>
            }
            extra={<strong>{formatCurrency(loan.principal)}</strong>}
          >
            <span className={styles.nowrap}>{loan.orderId}</span>
          </ListItem>
        </Link>
      ))}
    </List>
  );
}

function receiptPath(receiptNo: string): string {
  return withSessionQuery(`${APP_ROUTES.repaymentReceipt}?${new URLSearchParams({ receiptNo })}`);
}

/** Every payment of every loan, newest first; each opens its receipt. */
export function PaymentList({ payments }: { payments: MyLoans['payments'] }) {
  return (
    <List header={text.payments}>
      {payments.length === 0 ? <Empty>{text.noPayments}</Empty> : null}
      {payments.map((payment) => (
        <Link
          key={payment.receiptNo}
          to={receiptPath(payment.receiptNo)}
          className={styles.rowLink}
        >
          <ListItem
            title={text.paymentKinds[payment.kind]}
            description={
              <>
                <span className={styles.nowrap}>{formatPhilippineTime(payment.paidAt)}</span>
                {' · '}
                <span className={styles.nowrap}>{payment.orderId}</span>
              </>
            }
            extra={<strong>{formatCurrency(payment.amount)}</strong>}
          >
            <span className={styles.nowrap}>{text.receipt(payment.receiptNo)}</span>
          </ListItem>
        </Link>
      ))}
    </List>
  );
}

/** The borrower's messages, newest first; those not seen before are marked. */
export function MessageList({
  messages,
  unread,
  settings,
}: {
  messages: MyLoans['messages'];
  unread: number;
  /** The borrower's choices about them, at the end of the list. */
  settings?: ReactNode;
}) {
  const header = (
    <>
      {text.messages}
      {unread > 0 ? <span className={styles.unread}>{text.unread(unread)}</span> : null}
    </>
  );
  return (
    <List header={header}>
      {messages.length === 0 ? <Empty>{text.noMessages}</Empty> : null}
      {messages.map((message) => (
        <article
          key={message.id}
          className={styles.message}
          data-unread={!message.read || undefined}
        >
          <h3 className={styles.messageTitle}>
            {message.read ? null : <span className={styles.newMark}>{text.newMark}</span>}
            {message.title}
          </h3>
          <p className={styles.messageBody}>{message.body}</p>
          <p className={styles.messageTime}>{formatPhilippineTime(message.createdAt)}</p>
          {message.link ? (
            <Link to={withSessionQuery(message.link)} className={styles.messageLink}>
              {text.openMessage}
            </Link>
          ) : null}
        </article>
      ))}
      {settings}
    </List>
  );
}
