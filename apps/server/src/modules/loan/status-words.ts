import { ORDER_STATUS, type OrderStatus } from '@loan/contract';

/** An order's status in the words a borrower uses (the operators' names are in order.ts). */
const STATUS_WORDS: Record<OrderStatus, string> = {
  [ORDER_STATUS.rejected]: 'Not approved',
  [ORDER_STATUS.underReview]: 'Under review',
  [ORDER_STATUS.approved]: 'Approved',
  [ORDER_STATUS.disbursed]: 'Repaying',
  [ORDER_STATUS.due]: 'Due today',
  [ORDER_STATUS.overdue]: 'Overdue',
  [ORDER_STATUS.settled]: 'Paid off',
};

export function statusWords(status: OrderStatus): string {
  return STATUS_WORDS[status] ?? String(status);
}
