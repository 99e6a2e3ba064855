import { assertMoney } from './money.ts';
import type { Allocation, Balances } from './types.ts';

/**
 * Splits a payment over the balances: penalty first, then interest, then principal; the rest is
 * an overpayment (unapplied). The four parts always sum to `amount`.
 */
export function allocatePayment(balances: Balances, amount: number): Allocation {
  let left = assertMoney(amount, 'payment');
  const take = (owed: number) => {
    const part = Math.min(left, assertMoney(owed, 'balance'));
    left -= part;
    return part;
  };
  const penalty = take(balances.penalty);
  const interest = take(balances.interest);
  const principal = take(balances.principal);
  return { penalty, interest, principal, unapplied: left };
}
