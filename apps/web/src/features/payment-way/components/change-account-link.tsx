import { APP_ROUTES } from '@loan/contract';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import type { OrderIds } from '@/lib/order-ids.ts';
import { useNavigate } from '@/lib/router/router.tsx';
import { withSessionQuery } from '@/lib/session-query.ts';
import { paymentWayMessages } from '../messages.ts';
import styles from './card-payment.module.css';

const text = paymentWayMessages;

/**
 * The way to the binding page. A borrower has one payout account, and binding another replaces
 * it: the link says so, and asks before it goes when there is one to replace.
 */
export function ChangeAccountLink({ ids, current }: { ids: OrderIds; current: string | null }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const target = withSessionQuery(
    `${APP_ROUTES.bindBank}?${new URLSearchParams({ ...ids, source: 'loanDetail' })}`,
  );
  return (
    <>
      <button
        type="button"
        className={styles.link}
        onClick={() => (current ? setAsking(true) : navigate(target))}
      >
        {current ? text.changeAccount : text.addAccount}
      </button>
      <Dialog
        visible={asking}
        title={text.changeAccountTitle}
        content={current ? text.changeAccountText(current) : ''}
        actions={[
          { key: 'keep', text: text.keepAccount, onClick: () => setAsking(false) },
          {
            key: 'change',
            text: text.changeIt,
            onClick: () => navigate(target),
            primary: true,
          },
        ]}
      />
    </>
  );
}
