import { APP_ROUTES } from '@loan/contract';
import { Button } from '@/components/button.tsx';
import { type OrderIds, orderPath } from '@/lib/order-ids.ts';
import { useQueryClient } from '@/lib/query/query-provider.tsx';
import { useNavigate } from '@/lib/router/router.tsx';
import { showToast } from '@/lib/toast.ts';
import { useConfirmRollover } from '../api/confirm-rollover.ts';
import { repaymentMessages } from '../messages.ts';
import styles from './pay-panel.module.css';

const text = repaymentMessages;

/**
 * A rollover with nothing to pay (the interest and penalties due are paid already): the borrower
 * confirms it here instead of paying a ₱0 pay code.
 */
export function ConfirmRolloverPanel({ ids }: { ids: OrderIds }) {
  const confirm = useConfirmRollover();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const go = async () => {
    if (confirm.isPending) return;
    const result = await confirm.mutateAsync(ids);
    // A business failure was already toasted by the client.
    if (!result.success || !result.data) return;
    // Done here: the loan is no longer open to a rollover, so the order page takes the borrower
    // on, with the new due date said.
    await queryClient.invalidateQueries();
    navigate(orderPath(APP_ROUTES.loanDetail, ids));
    void showToast(text.rolloverConfirmed(result.data.repayDate));
  };
  return (
    <div className={styles.panel}>
      <Button block loading={confirm.isPending} onClick={() => void go()}>
        {text.confirmRollover}
      </Button>
    </div>
  );
}
