import { describe, expect, it } from 'vitest';
import { checkSignature, signPayload } from './payment-signature.ts';

const SECRET = 'a-webhook-secret-for-the-tests';
const BODY = '{"type":"payment.paid","data":{"amount":150000}}';
const AT = new Date('2026-03-02T09:00:00Z');
const T = AT.getTime() / 1000;

describe('payment callback signatures', () => {
  it('accepts its own signature within 300 s either way', () => {
    expect(checkSignature(SECRET, signPayload(SECRET, BODY, T), BODY, AT)).toBe('ok');
    expect(checkSignature(SECRET, signPayload(SECRET, BODY, T - 300), BODY, AT)).toBe('ok');
    expect(checkSignature(SECRET, signPayload(SECRET, BODY, T + 300), BODY, AT)).toBe('ok');
  });

  it('refuses stale, altered, foreign and malformed signatures', () => {
    expect(checkSignature(SECRET, signPayload(SECRET, BODY, T - 301), BODY, AT)).toBe('stale');
    const flipped = BODY.replace('150000', '150001');
    expect(checkSignature(SECRET, signPayload(SECRET, BODY, T), flipped, AT)).toBe('mismatch');
    expect(checkSignature(SECRET, signPayload('another-secret', BODY, T), BODY, AT)).toBe(
      'mismatch',
    );
    expect(checkSignature(SECRET, undefined, BODY, AT)).toBe('missing');
    expect(checkSignature(SECRET, `t=${T},v1=zz`, BODY, AT)).toBe('malformed');
    expect(checkSignature(SECRET, 'v1=abc', BODY, AT)).toBe('malformed');
  });
});
