import { ORDER_STATUS } from '@loan/contract';
import { addDays, firstUnpaid } from '@loan/loan-engine';
import { loanStateOf, type Order } from './order.ts';

/**
 * The Philippine date on which the clock next moves the order (ADR 0026), or null when only a
 * payment or an operator can: a disbursed loan turns due on its first unpaid instalment's due
 * date, a due loan turns overdue the day after. An overdue loan stays overdue whatever the day
 * (its charges grow on reading), and applications are found by `applied_at`.
 */
export function clockDateOf(order: Order, today: string): string | null {
  if (order.status !== ORDER_STATUS.disbursed && order.status !== ORDER_STATUS.due) return null;
  const state = loanStateOf(order);
  if (!state) return null;
  const first = firstUnpaid(state);
  // Every instalment covered but the status not moved yet: the clock settles it today.
  if (!first) return today;
  return order.status === ORDER_STATUS.due ? addDays(first.item.dueDate, 1) : first.item.dueDate;
}
