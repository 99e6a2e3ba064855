import { afterEach, describe, expect, it } from 'vitest';
import { setBrandConfig } from '../brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '../brand/defaults.ts';
import { currencySign, formatCurrency } from './currency.ts';

afterEach(() => setBrandConfig(null));

describe('currencySign', () => {
  it('is the peso sign unless the parameter is 1', () => {
    expect(currencySign(0)).toBe('₱');
    expect(currencySign(2)).toBe('₱');
    expect(currencySign(1)).toBe('₹');
  });

  it("follows the brand's currency parameter by default", () => {
    setBrandConfig({ ...DEFAULT_BRAND_CONFIG, currencyParameter: 1 });
    expect(currencySign()).toBe('₹');
    setBrandConfig(DEFAULT_BRAND_CONFIG);
    expect(currencySign()).toBe('₱');
  });
});

describe('formatCurrency', () => {
  it('groups thousands with commas after the sign', () => {
    expect(formatCurrency(500_000, 0)).toBe('₱5,000.00');
    expect(formatCurrency('2126000', 0)).toBe('₱21,260.00');
    expect(formatCurrency(-100_000, 1)).toBe('-₹1,000.00');
  });

  it('leaves a value that is not an amount as it is', () => {
    expect(formatCurrency('abc', 0)).toBe('abc');
    expect(formatCurrency('', 0)).toBe('');
  });
});
