import { describe, expect, it } from 'vitest';
import { prefixBounds } from './prefix-range.ts';

describe('prefixBounds', () => {
  it('is the prefix and the prefix with its last character moved one up', () => {
    expect(prefixBounds('0917')).toEqual({ from: '0917', to: '0918' });
    expect(prefixBounds('PN-DEMO-9')).toEqual({ from: 'PN-DEMO-9', to: 'PN-DEMO-:' });
    expect(prefixBounds('OR-')).toEqual({ from: 'OR-', to: 'OR.' });
  });

  it('refuses what is not printable ASCII', () => {
    expect(() => prefixBounds('')).toThrow();
    expect(() => prefixBounds('09 17')).toThrow();
    expect(() => prefixBounds('ñ')).toThrow();
  });
});
