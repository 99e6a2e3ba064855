import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  accountFingerprint,
  decryptAccountNumber,
  encryptAccountNumber,
} from './account-secret.ts';

const key = randomBytes(32);

describe('account numbers at rest', () => {
  it('round-trips, and never shows the number in what is stored', () => {
    const sealed = encryptAccountNumber(key, '09171234567');
    expect(sealed).not.toContain('09171234567');
    expect(decryptAccountNumber(key, sealed)).toBe('09171234567');
  });

  it('seals the same number differently each time', () => {
    expect(encryptAccountNumber(key, '123')).not.toBe(encryptAccountNumber(key, '123'));
  });

  it('refuses a tampered or foreign ciphertext', () => {
    const sealed = encryptAccountNumber(key, '1234567890');
    const [v, iv, tag, body] = sealed.split('.');
    const bytes = Buffer.from(body ?? '', 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const flipped = `${v}.${iv}.${tag}.${bytes.toString('base64url')}`;
    expect(() => decryptAccountNumber(key, flipped)).toThrow();
    expect(() => decryptAccountNumber(randomBytes(32), sealed)).toThrow();
  });

  it('fingerprints the same account alike and different ones apart', () => {
    expect(accountFingerprint(key, [1, 90006, '0917'])).toBe(
      accountFingerprint(key, [1, 90006, '0917']),
    );
    expect(accountFingerprint(key, [1, 90006, '0917'])).not.toBe(
      accountFingerprint(key, [1, 90007, '0917']),
    );
  });
});
