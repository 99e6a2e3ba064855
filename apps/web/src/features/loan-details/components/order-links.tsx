import { APP_ROUTES } from '@loan/contract';
import { bridge } from '@/lib/bridge/bridge.ts';
import { type OrderIds, orderPath } from '@/lib/order-ids.ts';
import { Link } from '@/lib/router/router.tsx';
import { withSessionQuery } from '@/lib/session-query.ts';
import { useUnreadMessages } from '../api/get-unread-messages.ts';
import { loanDetailMessages } from '../messages.ts';
import styles from './order-links.module.css';

const text = loanDetailMessages;

/**
 * The order's payments and receipts (once it was released), 'Click to view more products' (the
 * home screen), My loans (the shell's go-to-mine in the app; every loan, payment and message, with
 * the unread messages counted) and the service phone, when there is one.
 */
export function OrderLinks({
  phone,
  ids,
  paid,
}: {
  phone: string;
  ids: OrderIds;
  /** The order was released: it has (or will have) payments. */
  paid: boolean;
}) {
  const unread = useUnreadMessages();
  return (
    <nav className={styles.links}>
      {paid ? (
        <Link to={orderPath(APP_ROUTES.repaymentHistory, ids)} className={styles.link}>
          {text.paymentsAndReceipts}
        </Link>
      ) : null}
      <Link to={withSessionQuery(APP_ROUTES.applicantProfile)} className={styles.link}>
        {text.myProfile}
      </Link>
      <Link to={withSessionQuery(APP_ROUTES.myData)} className={styles.link}>
        {text.yourData}
      </Link>
      <button type="button" className={styles.link} onClick={() => bridge.goHome()}>
        {text.moreProducts}
      </button>
      <Link
        to={`${withSessionQuery(APP_ROUTES.myLoans)}${unread > 0 ? '#messages' : ''}`}
        className={styles.link}
        onClick={(event) => {
          // In the app the shell opens its own "mine" screen; a browser follows the link.
          if (bridge.carrierOf('goMine') === 'browser') return;
          event.preventDefault();
          bridge.goMine();
        }}
      >
        {unread > 0 ? text.myLoansUnread(unread) : text.myLoans}
      </Link>
      {phone ? (
        <button type="button" className={styles.link} onClick={() => bridge.callPhone({ phone })}>
          <PhoneInText text={text.callService(phone)} phone={phone} />
        </button>
      ) : null}
    </nav>
  );
}

/** The sentence with its phone number kept on one line (the words around it may wrap). */
function PhoneInText({ text, phone }: { text: string; phone: string }) {
  const at = text.lastIndexOf(phone);
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span className={styles.nowrap}>{phone}</span>
      {text.slice(at + phone.length)}
    </>
  );
}
