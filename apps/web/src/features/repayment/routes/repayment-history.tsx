import { APP_ROUTES, formatPhilippineTime } from '@loan/contract';
import { List, ListItem } from '@/components/list.tsx';
import { Notice } from '@/components/notice.tsx';
import { Page } from '@/components/page.tsx';
import { QueryGate } from '@/components/query-gate.tsx';
import { formatCurrency } from '@/lib/format/currency.ts';

import { Link } from '@/lib/router/router.tsx';
import type { Screen } from '@/lib/screen.ts';
import { getPageQueryValue, withSessionQuery } from '@/lib/session-query.ts';
import {
  type RepaymentHistory,
  repaymentHistoryQueryOptions,
  useRepaymentHistory,
} from '../api/get-repayment-history.ts';
import { repaymentMessages } from '../messages.ts';
import styles from './repayment-history.module.css';

const text = repaymentMessages;

function receiptPath(receiptNo: string): string {
  return withSessionQuery(`${APP_ROUTES.repaymentReceipt}?${new URLSearchParams({ receiptNo })}`);
}

function HistoryView({ history }: { history: RepaymentHistory }) {
  return (
    <>
      <section className={styles.outstanding}>
        <span>{text.outstanding}</span>
        <strong className={styles.value}>{formatCurrency(history.outstanding)}</strong>
      </section>
      {history.payments.length === 0 ? (
        <Notice title={text.noPayments} />
      ) : (
        <List>
          {history.payments.map((payment) => (
            <Link
              key={payment.receiptNo}
              to={receiptPath(payment.receiptNo)}
              className={styles.row}
            >
              <ListItem
                title={text.kinds[payment.kind]}
                description={
                  <>
                    <span className={styles.nowrap}>{formatPhilippineTime(payment.paidAt)}</span>
                    {' · '}
                    <span className={styles.nowrap}>{payment.channel}</span>
                    {payment.reversedAt ? (
                      <>
                        {' · '}
                        <strong className={styles.nowrap}>{text.reversedShort}</strong>
                      </>
                    ) : null}
                    {payment.creditRefunded > 0 ? (
                      <>
                        {' · '}
                        <span className={styles.nowrap}>{text.creditRefundedShort}</span>
                      </>
                    ) : null}
                  </>
                }
                extra={<strong>{formatCurrency(payment.amount)}</strong>}
              >
                {payment.receiptNo}
              </ListItem>
            </Link>
          ))}
        </List>
      )}
    </>
  );
}

function HistoryContent({ orderId }: { orderId: string }) {
  return (
    <QueryGate query={useRepaymentHistory(orderId)} unavailable={text.historyUnavailable}>
      {(result) =>
        result.success && result.data ? (
          <HistoryView history={result.data} />
        ) : (
          <Notice title={text.historyUnavailable} text={result.message} />
        )
      }
    </QueryGate>
  );
}

/** The payments of one order, oldest first; each opens its receipt. */
export function RepaymentHistoryRoute() {
  const orderId = getPageQueryValue('orderId');
  return (
    <Page title={text.historyTitle}>
      {orderId ? <HistoryContent orderId={orderId} /> : <Notice title={text.missingOrder} />}
    </Page>
  );
}

export const screen: Screen = {
  Component: RepaymentHistoryRoute,
  serverQueries: (page) => {
    const orderId = page.get('orderId');
    return orderId ? [repaymentHistoryQueryOptions(orderId)] : [];
  },
};
