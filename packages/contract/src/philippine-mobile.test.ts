import { describe, expect, it } from 'vitest';
import {
  MOBILE_NUMBER_PATTERN,
  mobileFieldValue,
  normaliseMobileNumber,
} from './philippine-mobile.ts';

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
    '08171234567',
    '8171234567',
    '13912345678',
    '+1 917 123 4567',
    '0917 123 456a',
    '0917/123/4567',
  ])('refuses %j', (text) => {
    expect(normaliseMobileNumber(text)).toBeNull();
  });

  it('gives only numbers of the stored pattern, and reads them back unchanged', () => {
    for (let n = 0; n < 200; n += 1) {
      const national = `9${String(n * 48_271_013)
        .padStart(9, '0')
        .slice(-9)}`;
      const stored = normaliseMobileNumber(`+63 ${national}`);
      expect(stored).toMatch(MOBILE_NUMBER_PATTERN);
      expect(normaliseMobileNumber(stored ?? '')).toBe(stored);
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
});
