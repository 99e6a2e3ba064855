import { describe, expect, it } from 'vitest';
import type { BrandConfig } from './brand.ts';
import {
  BRAND_SLOT_PATTERN,
  BRAND_SLOTS,
  brandSlotTokens,
  brandSlotValues,
  OWN_PRIVACY_FRAME_URL,
  privacyFrameUrl,
} from './brand-slots.ts';

const brand: BrandConfig = {
  apiBase: '',
  h5Base: '',
  appNameEn: 'Acme Cash',
  appNameZh: '',
  buttonGradient: 'linear-gradient(#111, #222)',
  headingColor: '#333',
  buttonFontColor: '#fff',
  servicePhone: '',
  schemeUrl: '',
  currencyParameter: 0,
  companyName: 'Acme Lending',
  secRegistrationNumber: 'CS201954321',
  certificateOfAuthorityNumber: '3999',
  receiptPrefix: 'AC-',
  androidAppUrl: 'https://play.example/app',
  iosAppUrl: 'https://apps.example/app',
  companyAddress: 'Makati',
  companyEmail: 'hi@acme.test',
  companyPhone: '+63 (2) 8123-4567',
  privacyPolicyUrl: 'https://acme.test/privacy',
  allowedRedirectHosts: [],
};

describe('brand slots', () => {
  it('has a token for every slot that the pattern finds again', () => {
    const tokens = brandSlotTokens();
    const found = [...Object.values(tokens).join(' ').matchAll(BRAND_SLOT_PATTERN)].map(
      (match) => match[1],
    );
    expect(found).toEqual([...BRAND_SLOTS]);
  });

  it('gives each slot its value for a brand', () => {
    const values = brandSlotValues(brand, new Date('2031-06-01T00:00:00Z'));
    expect(values).toMatchObject({
      appName: 'Acme Cash',
      companyName: 'Acme Lending',
      secRegistrationNumber: 'CS201954321',
      certificateOfAuthorityNumber: '3999',
      companyPhoneHref: 'tel:+63281234567',
      currencySign: '₱',
      privacyPolicyUrl: 'https://acme.test/privacy',
      year: '2031',
    });
    expect(brandSlotValues({ ...brand, currencyParameter: 1 }).currencySign).toBe('₹');
  });

  it('frames only http(s) or own-origin privacy pages', () => {
    expect(privacyFrameUrl('/privacyPolicy')).toBe('/privacyPolicy');
    expect(privacyFrameUrl(' https://x.test/p ')).toBe('https://x.test/p');
    for (const bad of [
      '',
      'javascript:alert(1)',
      '//evil.test',
      'data:text/html,x',
      'x" onload="y',
    ]) {
      expect(privacyFrameUrl(bad)).toBe(OWN_PRIVACY_FRAME_URL);
    }
  });
});
