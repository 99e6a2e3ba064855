import { randomInt } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '@loan/contract';
import { hmacSha256Hex, sameDigest } from '../../lib/hash.ts';

/** A uniformly random code of LOGIN_CODE_LENGTH digits, leading zeros included. */
export function generateLoginCode(): string {
  return String(randomInt(0, 10 ** LOGIN_CODE_LENGTH)).padStart(LOGIN_CODE_LENGTH, '0');
}

// Keyed by a server secret: a leaked table cannot be brute-forced over the 10^6 codes offline.
export function hashLoginCode(pepper: string, phone: string, code: string): string {
  return hmacSha256Hex(pepper, `${phone}:${code}`);
}

export function loginCodeMatches(pepper: string, phone: string, code: string, hash: string) {
  return sameDigest(hashLoginCode(pepper, phone, code), hash);
}
