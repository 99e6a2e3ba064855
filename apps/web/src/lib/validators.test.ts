import { describe, expect, it } from 'vitest';
import { isElevenDigitMobile, isEmail, isPhone } from './validators.ts';

describe('validators', () => {
  it('accepts ordinary e-mail addresses only', () => {
    expect(isEmail('a.b@example.com')).toBe(true);
    expect(isEmail(' help@example.ph ')).toBe(true);
    for (const bad of ['', 'a@b', 'a b@c.com', '@c.com', 'a@.com@x', 'plain']) {
      expect(isEmail(bad)).toBe(false);
    }
  });

  it("accepts the contract's mobile numbers, as people write them", () => {
    for (const good of ['09171234567', '+639171234567', '63 917 123 4567', '0917-123-4567']) {
      expect(isPhone(good)).toBe(true);
    }
    for (const bad of ['abc', '', '1234567', '0817123456', '+6391712345678', '++639171234567']) {
      expect(isPhone(bad)).toBe(false);
    }
  });

  it('accepts the 11-digit mobile pattern starting with 1', () => {
    expect(isElevenDigitMobile('13800138000')).toBe(true);
    expect(isElevenDigitMobile('09171234567')).toBe(false);
    expect(isElevenDigitMobile('1380013800')).toBe(false);
    expect(isElevenDigitMobile('138001380000')).toBe(false);
  });
});
