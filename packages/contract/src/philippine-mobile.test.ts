import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import full from 'libphonenumber-js/metadata.max.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { mobilePlanOf } from '../scripts/mobile-plan-of.ts';
import {
  isMobileNumber,
  MOBILE_NUMBER_PATTERN,
  mobileFieldValue,
  normaliseMobileNumber,
} from './philippine-mobile.ts';
import { PHILIPPINE_MOBILE_NUMBER } from './philippine-mobile-plan.ts';

describe('normaliseMobileNumber', () => {
  it.each([
    ['09171234567', '09171234567'],
    ['9171234567', '09171234567'],
    ['639171234567', '09171234567'],
    ['+639171234567', '09171234567'],
    ['00639171234567', '09171234567'],
    ['+63 917 123 4567', '09171234567'],
    ['+63 (0) 917 123 4567', '09171234567'],
    ['63 917 123 4567', '09171234567'],
    ['0917-123-4567', '09171234567'],
    ['0917.123.4567', '09171234567'],
    ['(0917) 123-4567', '09171234567'],
    ['917 123 4567', '09171234567'],
    ['+63\u00a0917\u00a0123\u00a04567', '09171234567'],
    [' 0998 765 4321 ', '09987654321'],
    // DITO, Smart and Globe prefixes that do not start with 9.
    ['0895 123 4567', '08951234567'],
    ['+63 813 123 4567', '08131234567'],
    ['63 817 123 4567', '08171234567'],
    ['8981234567', '08981234567'],
  ])('reads %j as %s', (text, stored) => {
    expect(normaliseMobileNumber(text)).toBe(stored);
  });

  it.each([
    '',
    '0917123456',
    '091712345678',
    '63917123456',
    '+6391712345678',
    '++639171234567',
    '+09171234567',
    '+9171234567',
    '0639171234567',
    '0817123456',
    '081712345678',
    // Of the mobile shape, but prefixes the numbering plan gives to no carrier's mobiles.
    '09001234567',
    '09131234567',
    '09401234567',
    '09901234567',
    // A Metro Manila landline and a toll-free number.
    '0285550100',
    '1800 1234 5678',
    '13912345678',
    '+1 917 123 4567',
    '0917 123 456a',
    '0917/123/4567',
  ])('refuses %j', (text) => {
    expect(normaliseMobileNumber(text)).toBeNull();
  });

  it('gives only numbers of the stored pattern, and reads them back unchanged', () => {
    let mobiles = 0;
    for (let n = 0; n < 400; n += 1) {
      const national = `${8 + (n % 2)}${String(n * 48_271_013)
        .padStart(9, '0')
        .slice(-9)}`;
      const stored = normaliseMobileNumber(`+63 ${national}`);
      if (stored === null) continue;
      mobiles += 1;
      expect(stored).toMatch(MOBILE_NUMBER_PATTERN);
      expect(normaliseMobileNumber(stored)).toBe(stored);
    }
    expect(mobiles).toBeGreaterThan(100);
  });

  it('accepts every mobile prefix of the numbering plan, 0800 to 0999, and nothing else', () => {
    const accepted: string[] = [];
    for (let prefix = 800; prefix <= 999; prefix += 1) {
      if (isMobileNumber(`0${prefix}1234567`)) accepted.push(`0${prefix}`);
    }
    for (const prefix of ['0813', '0817', '0895', '0896', '0897', '0898', '0905', '0917', '0999']) {
      expect(accepted).toContain(prefix);
    }
    for (const prefix of ['0900', '0901', '0902', '0903', '0904', '0913', '0940', '0941']) {
      expect(accepted).not.toContain(prefix);
    }
  });

  it("keeps the installed library's numbering plan (after an upgrade: npm run mobile-plan)", () => {
    expect(PHILIPPINE_MOBILE_NUMBER.source).toBe(`^${mobilePlanOf(full as never)}$`);
  });

  it('agrees with libphonenumber on every prefix: mobile exactly when it says MOBILE', () => {
    for (let prefix = 800; prefix <= 999; prefix += 1) {
      for (const rest of ['0000000', '1234567', '9999999']) {
        const national = `${prefix}${rest}`;
        const library = parsePhoneNumberFromString(`+63${national}`)?.getType() === 'MOBILE';
        expect(isMobileNumber(`0${national}`), national).toBe(library);
      }
    }
  });
});

describe('mobileFieldValue', () => {
  it('shows an autofilled number whole, in the stored form', () => {
    expect(mobileFieldValue('+63 917 123 4567')).toBe('09171234567');
    expect(mobileFieldValue('Tel: (0917) 123-4567')).toBe('09171234567');
  });
  it('keeps a number being typed as typed, without letters', () => {
    expect(mobileFieldValue('+63 917')).toBe('+63 917');
    expect(mobileFieldValue('0917a')).toBe('0917');
  });
  it('stops at a full number: digits typed after it are ignored', () => {
    expect(mobileFieldValue('091712345678', '09171234567')).toBe('09171234567');
    expect(mobileFieldValue('+63 917 123 45678', '+63 917 123 4567')).toBe('09171234567');
    expect(mobileFieldValue('0917123456', '09171234567')).toBe('0917123456');
  });
});
