import { createHmac, hash, timingSafeEqual } from 'node:crypto';

// One-shot: every signed-in call hashes its session token, and a Hash object costs more.
export function sha256Hex(value: string): string {
  return hash('sha256', value, 'hex');
}

export function hmacSha256Hex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Compares two hex digests in constant time. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
