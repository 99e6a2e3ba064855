import { MOBILE_NUMBER_PATTERN } from '@loan/contract';
import { maskAccountNumber, maskCardNumber } from '../../lib/redact.ts';
import { decryptAccountNumber } from './account-secret.ts';

/** How an account reads on the pages, in the order history and in logs: never its number. */
export function accountText(label: string, masked: string): string {
  return `${label} ${masked}`;
}

export interface StoredAccount {
  account_name: string;
  account_number: string;
  channel_number: number;
  number_ciphertext: string | null;
}

/**
 * A stored account as pages show it, masked when read so that accounts bound before the e-wallet
 * mask existed read the same as new ones ('GCash 0917 *** 0123', not a card's '**** 0123').
 */
export function shownAccount(key: Buffer, row: StoredAccount): string {
  return accountText(row.account_name, shownAccountNumber(key, row));
}

// An e-wallet account is a mobile number; anything else (a card, a bank account) masks as a card.

export function shownAccountNumber(key: Buffer, row: Omit<StoredAccount, 'account_name'>): string {
  const number = clearNumber(key, row);
  // The number is gone (erasure): the mask stored with it is all there is.
  if (number === undefined) return row.account_number;
  const wallet = row.channel_number !== 0 && MOBILE_NUMBER_PATTERN.test(number);
  return wallet ? maskAccountNumber(number, row.channel_number) : maskCardNumber(number);
}

function clearNumber(key: Buffer, row: Omit<StoredAccount, 'account_name'>): string | undefined {
  if (row.number_ciphertext) {
    try {
      return decryptAccountNumber(key, row.number_ciphertext);
    } catch {
      // Sealed under an earlier key: the page still shows the account by its stored mask.
      return undefined;
    }
  }
  // Without a sealed number the column holds the number itself (bound before numbers were
  // sealed) or a mask only (the number was erased).
  return row.account_number.includes('*') ? undefined : row.account_number;
}
