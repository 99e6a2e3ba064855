import { useRef, useState } from 'react';
import { Button } from '@/components/button.tsx';
import { guid } from '@/lib/guid.ts';
import { reportCallFailure } from '@/lib/http/call-failure.ts';
import { loanDetailPath, type OrderIds } from '@/lib/order-ids.ts';
import { pageLocation } from '@/lib/page-location.ts';
import type { LoanDetails } from '../api/get-loan-details.ts';
import { useWithdrawLoan } from '../api/withdraw-loan.ts';
import { loanWithdrawMessages } from '../messages.ts';
import { OrderCard } from './order-card.tsx';
import styles from './withdraw-confirmation.module.css';

const text = loanWithdrawMessages;

/** What the borrower accepts, and the one button that withdraws it. */
export function WithdrawConfirmation({ details, ids }: { details: LoanDetails; ids: OrderIds }) {
  const withdraw = useWithdrawLoan();
  const [idempotencyKey] = useState(guid);
  // Set before the first await, so a second tap in the same frame cannot send again.
  const sending = useRef(false);
  const [withdrawn, setWithdrawn] = useState(false);

  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      const result = await withdraw.mutateAsync({ orderId: ids.orderId, idempotencyKey });
      if (result.success) {
        setWithdrawn(true);
        pageLocation.replace(loanDetailPath(ids));
        return;
      }
    } catch (error) {
      reportCallFailure(error);
    }
    sending.current = false;
  };

  return (
    <>
      <p className={styles.intro}>{text.intro}</p>
      <OrderCard details={details} />
      <div className={styles.actions}>
        <Button
          block
          loading={withdraw.isPending}
          disabled={withdrawn}
          onClick={() => void confirm()}
        >
          {text.confirm}
        </Button>
      </div>
    </>
  );
}
