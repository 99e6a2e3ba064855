/**
 * Order statuses. The spec names the codes, not their meanings; these meanings are ours
 * (DESIGN.md). The loan engine and the clock move orders between them.
 */
export const ORDER_STATUS = {
  rejected: 21,
  underReview: 110,
  /** Approved, waiting for the borrower to withdraw (accept) the money. */
  approved: 151,
  /** Disbursed, not yet due. */
  disbursed: 170,
  due: 174,
  overdue: 180,
  settled: 200,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(ORDER_STATUS);

/** Statuses whose order details page offers repayment. */
export const REPAYABLE_STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.disbursed,
  ORDER_STATUS.due,
  ORDER_STATUS.overdue,
];

/** The only term unit the products use: the loan terms count calendar days. */
export const TERM_UNIT_DAY = 'day';

/** Flag on a recommended product: 1 opens it, 0 makes it not clickable. */
export const RECOMMENDED_PRODUCT_ENABLED = 1;
export const RECOMMENDED_PRODUCT_DISABLED = 0;

/** Query flag the confirm page adds to `lendDetailsUrl` after a successful push. */
export const FROM_CONFIRM_QUERY = { from: 'confirm' } as const;

/** Query marker for the bank-card binding page opened from the order details page. */
export const SOURCE_LOAN_DETAIL_QUERY = { source: 'loanDetail' } as const;

/** Session-storage flag: set when the borrower goes to repayment or rollover (Kind tips then stay hidden). */
export const SHOW_BANK_TIP_FLAG = 'showBankTip';

/** Event module of a recommended-product click (the borrow-again click is BORROW_AGAIN_EVENT_MODULE). */
export const RECOMMENDED_PRODUCT_EVENT_MODULE = 31;

/** `isPopType` value that makes the iOS back action open the exit-intercept popup. */
export const POP_TYPE_EXIT_INTERCEPT = 1;
