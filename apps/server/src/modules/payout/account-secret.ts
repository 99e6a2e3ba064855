import { createHmac } from 'node:crypto';
import { sealText, unsealText } from '../../lib/sealed-text.ts';

/** An account number encrypted at rest (AES-256-GCM, lib/sealed-text.ts). */
export function encryptAccountNumber(key: Buffer, number: string): string {
  return sealText(key, number);
}

export function decryptAccountNumber(key: Buffer, sealed: string): string {
  return unsealText(key, sealed);
}

/** Tells a repeat of the same account (kind, channel or bank, number) without decrypting. */
export function accountFingerprint(key: Buffer, parts: readonly (string | number)[]): string {
  return createHmac('sha256', key)
    .update(`payout-account:${parts.join('|')}`)
    .digest('hex');
}
