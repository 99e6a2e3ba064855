import { describe, expect, it } from 'vitest';
import { loginCodeSchema, mobileNumberSchema } from './fields.ts';

describe('mobileNumberSchema', () => {
  it.each(['09171234567', '+63 917 123 4567', '63-917-123-4567', '(0917) 123.4567', '9171234567'])(
    'reads %s as the stored 09171234567',
    (phone) => {
      expect(mobileNumberSchema.parse(phone)).toBe('09171234567');
    },
  );
  it.each(['0917123456', '12912345678', '13912345678', '+6391712345678', '0917123456a', ''])(
    'refuses %s, saying what a mobile number is',
    (phone) => {
      const result = mobileNumberSchema.safeParse(phone);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/Philippine mobile number/);
    },
  );
});

describe('loginCodeSchema', () => {
  it('accepts exactly six digits', () => {
    expect(loginCodeSchema.safeParse('012345').success).toBe(true);
    expect(loginCodeSchema.safeParse('12345').success).toBe(false);
    expect(loginCodeSchema.safeParse('1234567').success).toBe(false);
    expect(loginCodeSchema.safeParse('12345a').success).toBe(false);
  });
});
