import { ORDER_STATUS, ROLLOVER_ALLOWED } from '@loan/contract';
import { loanDetailMessages } from '../messages.ts';

export type OrderActionKind = 'bindAccount' | 'withdraw' | 'repay' | 'rollover' | 'borrowAgain';

export interface OrderAction {
  kind: OrderActionKind;
  label: string;
  /** Shown above the button. */
  hint?: string;
}

const text = loanDetailMessages;

/**
 * The action buttons of an order (loan-journey §2 and §4): by status, and rollover by isDelay.
 * An approved loan waiting for the borrower (its h5Url) keeps a Withdraw Now button, so the
 * action stays reachable after its prompt was dismissed; without a payout account the button
 * adds one first (the loan is accepted only with an account to send it to).
 */
export function orderActionsOf(
  status: number,
  isDelay: string,
  h5Url = '',
  needsAccount = false,
): OrderAction[] {
  switch (status) {
    case ORDER_STATUS.approved:
      if (needsAccount) return [{ kind: 'bindAccount', label: text.addPayoutAccount }];
      return h5Url ? [{ kind: 'withdraw', label: text.withdrawNow }] : [];
    case ORDER_STATUS.due:
    case ORDER_STATUS.overdue:
      return isDelay === ROLLOVER_ALLOWED
        ? [
            { kind: 'repay', label: text.repay },
            { kind: 'rollover', label: text.rollover, hint: text.rolloverHint },
          ]
        : [{ kind: 'repay', label: text.repayment }];
    case ORDER_STATUS.disbursed:
      return [{ kind: 'repay', label: text.repayment }];
    case ORDER_STATUS.settled:
      return [{ kind: 'borrowAgain', label: text.borrowAgain }];
    default:
      return [];
  }
}
