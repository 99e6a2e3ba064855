import { BRAND_CONFIG_ELEMENT_ID } from '@loan/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBrandConfig, readBrandConfig, setBrandConfig } from './config.ts';
import { DEFAULT_BRAND_CONFIG } from './defaults.ts';

const custom = {
  ...DEFAULT_BRAND_CONFIG,
  appNameEn: 'Acme Cash',
  apiBase: 'https://api.acme.test',
  currencyParameter: 1,
  allowedRedirectHosts: ['pay.acme.test'],
};

function injectBrand(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = BRAND_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => {
  document.getElementById(BRAND_CONFIG_ELEMENT_ID)?.remove();
  setBrandConfig(null);
});

describe('brand config', () => {
  it('reads the JSON data block the server injects', () => {
    injectBrand(JSON.stringify(custom));
    expect(readBrandConfig()).toEqual(custom);
  });

  it('falls back to the defaults when there is no block', () => {
    expect(readBrandConfig()).toEqual(DEFAULT_BRAND_CONFIG);
  });

  it('falls back to the defaults (with a warning) when the block is broken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    injectBrand('{not json');
    expect(readBrandConfig()).toEqual(DEFAULT_BRAND_CONFIG);
    document.getElementById(BRAND_CONFIG_ELEMENT_ID)?.remove();
    injectBrand(JSON.stringify({ ...custom, currencyParameter: 'rupee' }));
    expect(readBrandConfig()).toEqual(DEFAULT_BRAND_CONFIG);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('reads the document once and keeps the result', () => {
    injectBrand(JSON.stringify(custom));
    expect(getBrandConfig()).toEqual(custom);
    document.getElementById(BRAND_CONFIG_ELEMENT_ID)?.remove();
    expect(getBrandConfig()).toEqual(custom);
  });
});
