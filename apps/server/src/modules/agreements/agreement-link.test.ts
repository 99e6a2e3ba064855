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

  it('refuses another key, a changed payload and junk', () => {
    const token = signAgreementToken(key, claims);
    expect(verifyAgreementToken(agreementLinkKey('other-pepper-pepper'), token, now)).toBeNull();
    const [, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify(['u-2', '1001', 1, 'PN1', claims.expiresAt]),
    ).toString('base64url');
    expect(verifyAgreementToken(key, `${forged}.${signature}`, now)).toBeNull();
    for (const junk of ['', '.', 'a.b', `${token}.x`, 'x'.repeat(300)]) {
      expect(verifyAgreementToken(key, junk, now)).toBeNull();
    }
  });
});
