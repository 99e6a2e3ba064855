import { describe, expect, it } from 'vitest';
import { loginCodeSchema, mobileNumberSchema } from './fields.ts';

describe('mobileNumberSchema', () => {
  it.each(['09171234567', '13912345678'])('accepts %s', (phone) => {
    expect(mobileNumberSchema.safeParse(phone).success).toBe(true);
  });
  it.each(['0917123456', '12912345678', '+639171234567', '0917123456a', ''])(
    'refuses %s',
    (phone) => {
      expect(mobileNumberSchema.safeParse(phone).success).toBe(false);
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
