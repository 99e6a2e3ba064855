import { describe, expect, it } from 'vitest';
import { formatAmount, formatThousands } from './number.ts';

describe('formatAmount', () => {
  it('turns minor units into 2-decimal major amounts', () => {
    expect(formatAmount(123456)).toBe('1234.56');
    expect(formatAmount(5)).toBe('0.05');
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(-250)).toBe('-2.50');
    expect(formatAmount('100000')).toBe('1000.00');
    expect(formatAmount(1005)).toBe('10.05');
  });

  it('returns non-numeric input as is', () => {
    expect(formatAmount('--')).toBe('--');
    expect(formatAmount('')).toBe('');
    expect(formatAmount(Number.NaN)).toBe('NaN');
  });
});

describe('formatThousands', () => {
  it('groups thousands with a dot', () => {
    expect(formatThousands(1234567)).toBe('1.234.567');
    expect(formatThousands(999)).toBe('999');
    expect(formatThousands(1000)).toBe('1.000');
    expect(formatThousands(-1234)).toBe('-1.234');
    expect(formatThousands('25000')).toBe('25.000');
  });

  it('writes a fractional part with a decimal comma', () => {
    expect(formatThousands('12345.67')).toBe('12.345,67');
    expect(formatThousands(formatAmount(123456789))).toBe('1.234.567,89');
  });

  it('returns non-numeric input as is', () => {
    expect(formatThousands('n/a')).toBe('n/a');
  });
});
