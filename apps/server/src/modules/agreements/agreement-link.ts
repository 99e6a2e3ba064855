import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { hmacSha256Hex } from '../../lib/hash.ts';

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
  return hmacSha256Hex(codePepper, 'agreement-link-v2');
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The claims, encrypted and authenticated (AES-256-GCM): the link shows nothing of them (not the
 * internal user id), and a changed byte makes it invalid.
 */
export function signAgreementToken(key: string, claims: AgreementClaims): string {
  const plain = JSON.stringify([
    claims.userId,
    claims.productId,
    claims.position,
    claims.orderId,
    claims.expiresAt,
  ]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'hex'), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyAgreementToken(
  key: string,
  token: string,
  now: Date,
): AgreementClaims | null {
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  let parts: unknown;
  try {
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(key, 'hex'),
      bytes.subarray(0, IV_BYTES),
    );
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const body = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
    const plain = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    parts = JSON.parse(plain);
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
