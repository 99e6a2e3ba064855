import type { Locale, OrderStatus } from '@loan/contract';
import { LOAN_WORDS } from './loan-words.ts';

/** An order's status in the words a borrower uses (the operators' names are in order.ts). */
export function statusWords(status: OrderStatus, lang: Locale = 'en'): string {
  return LOAN_WORDS[lang].status[status] ?? String(status);
}
