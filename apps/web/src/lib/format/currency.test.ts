import { afterEach, describe, expect, it } from 'vitest';
import { setBrandConfig } from '../brand/config.ts';
import { DEFAULT_BRAND_CONFIG } from '../brand/defaults.ts';
import { currencySign } from './currency.ts';

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
