import { CARD_NEED_POP, ORDER_STATUS, SHOW_RATING } from '@loan/contract';
import { useState } from 'react';
import type { LoanDetails } from '../api/get-loan-details.ts';

/**
 * The order details page's dialogs, most urgent first. Several may be due at once; they show one
 * at a time in this order rather than stacked masks. The payout account comes before the
 * withdrawal: a loan is accepted only with an account to send it to.
 */
export const DIALOG_ORDER = ['bankCard', 'withdraw', 'kindTips', 'rating', 'ratingResult'] as const;
export type LoanDetailDialog = (typeof DIALOG_ORDER)[number];

/** Which dialogs the response asks for (loan-journey §4). */
export function dialogsDueFor(details: LoanDetails, bankTipFlagSet: boolean): LoanDetailDialog[] {
  const due: LoanDetailDialog[] = [];
  const needsAccount = details.cardNeedPop === CARD_NEED_POP;
  if (needsAccount) due.push('bankCard');
  else if (details.orderStatus === ORDER_STATUS.approved && details.h5Url) due.push('withdraw');
  if (details.KindTipsMsg && !bankTipFlagSet) due.push('kindTips');
  if (details.isScore === SHOW_RATING) due.push('rating');
  return due;
}

/**
 * The dialogs due are open from the first render (the server renders them too). They follow the
 * order as it is read anew (back from binding an account, the withdrawal is due instead of the
 * account), and one the borrower closed stays closed.
 */
export function useDialogQueue(due: readonly LoanDetailDialog[]) {
  const [closed, setClosed] = useState<ReadonlySet<LoanDetailDialog>>(() => new Set());
  const [shown, setShown] = useState<ReadonlySet<LoanDetailDialog>>(() => new Set());
  const toggle = (set: typeof setClosed, dialog: LoanDetailDialog, on: boolean) =>
    set((current) => {
      const next = new Set(current);
      if (on) next.add(dialog);
      else next.delete(dialog);
      return next;
    });
  const isOpen = (dialog: LoanDetailDialog) =>
    shown.has(dialog) || (due.includes(dialog) && !closed.has(dialog));
  return {
    active: DIALOG_ORDER.find(isOpen) ?? null,
    show: (dialog: LoanDetailDialog) => {
      toggle(setClosed, dialog, false);
      toggle(setShown, dialog, true);
    },
    close: (dialog: LoanDetailDialog) => {
      toggle(setShown, dialog, false);
      toggle(setClosed, dialog, true);
    },
  };
}
