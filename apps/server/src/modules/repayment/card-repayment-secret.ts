import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { hmacSha256Hex, sameDigest } from '../../lib/hash.ts';

type Deps = { config: Pick<AppConfig, 'codePepper'> };

// Keyed by the server secret, like login codes: a leaked table cannot be brute-forced offline.
export function hashCode(deps: Deps, recordId: string, code: string): string {
  return hmacSha256Hex(deps.config.codePepper, `card-repayment:${recordId}:${code}`);
}

/** A repay token: a random nonce and its HMAC, bound to the borrower and the order. */
export function issueToken(deps: Deps, userId: string, orderId: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${hmacSha256Hex(deps.config.codePepper, `repay-token:${userId}:${orderId}:${nonce}`)}`;
}

export function tokenValid(deps: Deps, userId: string, orderId: string, token: string): boolean {
  const [nonce, digest] = token.split('.');
  if (!nonce || !digest || !/^[0-9a-f]{64}$/.test(digest)) return false;
  return sameDigest(
    hmacSha256Hex(deps.config.codePepper, `repay-token:${userId}:${orderId}:${nonce}`),
    digest,
  );
}
