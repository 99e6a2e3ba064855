import { SHOW_BANK_TIP_FLAG } from '@loan/contract';
import { readPageCookie, setSessionCookie } from '@/lib/page-cookies.ts';

/**
 * Set once the borrower went to repayment or rollover in this session: Kind tips stay hidden.
 * A session cookie rather than session storage, so the server rendering the order page knows it
 * too and renders the same dialogs the browser will show.
 */
export function isBankTipFlagSet(): boolean {
  return readPageCookie(SHOW_BANK_TIP_FLAG) !== null;
}

export function setBankTipFlag(): void {
  setSessionCookie(SHOW_BANK_TIP_FLAG, '1');
}
