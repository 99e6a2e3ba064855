import { PAYMENT_SIGNATURE_WINDOW_SECONDS } from '@loan/contract';
import { hmacSha256Hex, sameDigest } from '../../lib/hash.ts';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.rawBody">` (PayMongo's scheme, our field names). */
export function signPayload(secret: string, rawBody: string, timestampSeconds: number): string {
  const digest = hmacSha256Hex(secret, `${timestampSeconds}.${rawBody}`);
  return `t=${timestampSeconds},v1=${digest}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

/** Checks a callback's signature header against its raw body, within the time window. */
export function checkSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  now: Date,
): SignatureCheck {
  if (!header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key ?? '', rest.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const digest = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(timestamp) || !/^[0-9a-f]{64}$/.test(digest)) return 'malformed';
  const age = Math.abs(now.getTime() / 1000 - timestamp);
  if (age > PAYMENT_SIGNATURE_WINDOW_SECONDS) return 'stale';
  const expected = hmacSha256Hex(secret, `${timestamp}.${rawBody}`);
  return sameDigest(expected, digest) ? 'ok' : 'mismatch';
}
