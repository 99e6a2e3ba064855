import { SHOW_BANK_TIP_FLAG } from '@loan/contract';

// Locked-down webviews may refuse session storage; the flag then lives in memory for the page.
let memoryFlag = false;

/** Set once the borrower went to repayment or rollover in this session: Kind tips stay hidden. */
export function isBankTipFlagSet(): boolean {
  try {
    return window.sessionStorage.getItem(SHOW_BANK_TIP_FLAG) !== null;
  } catch {
    return memoryFlag;
  }
}

export function setBankTipFlag(): void {
  try {
    window.sessionStorage.setItem(SHOW_BANK_TIP_FLAG, '1');
  } catch {
    memoryFlag = true;
  }
}
