import { describe, expect, it } from 'vitest';
import { agreementLinkKey, signAgreementToken, verifyAgreementToken } from './agreement-link.ts';

describe('agreement links', () => {
  const key = agreementLinkKey('pepper-pepper-pepper');
  const now = new Date('2026-03-02T09:00:00Z');
  const claims = {
    userId: 'u-1',
    productId: '1001',
    position: 1,
    orderId: 'PN1',
    expiresAt: now.getTime() / 1000 + 60,
  };

  it('round-trips until expiry', () => {
    const token = signAgreementToken(key, claims);
    expect(verifyAgreementToken(key, token, now)).toEqual(claims);
    expect(verifyAgreementToken(key, token, new Date(now.getTime() + 60_000))).toBeNull();
  });

  it('shows none of its claims', () => {
    const token = signAgreementToken(key, claims);
    const visible = `${token} ${Buffer.from(token, 'base64url').toString('latin1')}`;
    for (const claim of ['u-1', '1001', 'PN1']) expect(visible).not.toContain(claim);
  });

  it('refuses another key, a changed payload and junk', () => {
    const token = signAgreementToken(key, claims);
    expect(verifyAgreementToken(agreementLinkKey('other-pepper-pepper'), token, now)).toBeNull();
    const bytes = Buffer.from(token, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(verifyAgreementToken(key, bytes.toString('base64url'), now)).toBeNull();
    for (const junk of ['', '.', 'a.b', `${token}.x`, 'x'.repeat(300)]) {
      expect(verifyAgreementToken(key, junk, now)).toBeNull();
    }
  });
});
