import { hmacSha256Hex, sameDigest } from '../../lib/hash.ts';

/** What a contract page link is bound to; never the session. */
export interface AgreementClaims {
  userId: string;
  productId: string;
  position: number;
  /** '' before the push: the page then shows today's offer. */
  orderId: string;
  /** Expiry, epoch seconds. */
  expiresAt: number;
}

/** The link key, derived from the server secret so no second secret needs managing. */
export function agreementLinkKey(codePepper: string): string {
  return hmacSha256Hex(codePepper, 'agreement-link-v1');
}

export function signAgreementToken(key: string, claims: AgreementClaims): string {
  const payload = Buffer.from(
    JSON.stringify([
      claims.userId,
      claims.productId,
      claims.position,
      claims.orderId,
      claims.expiresAt,
    ]),
  ).toString('base64url');
  return `${payload}.${hmacSha256Hex(key, payload)}`;
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyAgreementToken(
  key: string,
  token: string,
  now: Date,
): AgreementClaims | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined || !/^[0-9a-f]{64}$/.test(signature)) {
    return null;
  }
  if (!sameDigest(hmacSha256Hex(key, payload), signature)) return null;
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 5) return null;
  const [userId, productId, position, orderId, expiresAt] = parts;
  const valid =
    typeof userId === 'string' &&
    typeof productId === 'string' &&
    Number.isInteger(position) &&
    typeof orderId === 'string' &&
    typeof expiresAt === 'number';
  if (!valid || expiresAt * 1000 <= now.getTime()) return null;
  return { userId, productId, position, orderId, expiresAt };
}
