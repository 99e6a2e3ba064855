import { describe, expect, it } from 'vitest';
import { RUPEE_SYSTEM_PARAMETER } from './constants.ts';
import { formatMajorAmount, formatMoney } from './money-format.ts';

const peso = { currencyParameter: 0 };

describe('formatMoney', () => {
  it.each([
    [0, '₱0.00'],
    [1, '₱0.01'],
    [99_999, '₱999.99'],
    [100_000, '₱1,000.00'],
    [100_000_000, '₱1,000,000.00'],
    [500_000, '₱5,000.00'],
    [-100_000, '-₱1,000.00'],
    [-1, '-₱0.01'],
  ])('%i minor units read %s', (minor, expected) => {
    expect(formatMoney(minor, peso)).toBe(expected);
  });

  it('uses the rupee sign when the currency parameter says so', () => {
    expect(formatMoney(123_456, { currencyParameter: RUPEE_SYSTEM_PARAMETER })).toBe('₹1,234.56');
  });
});

describe('formatMajorAmount', () => {
  it('groups the major units without a sign', () => {
    expect(formatMajorAmount(2_126_000)).toBe('21,260.00');
    expect(formatMajorAmount(-2_126_000)).toBe('-21,260.00');
  });
});
