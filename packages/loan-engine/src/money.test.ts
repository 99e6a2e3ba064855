import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors.ts';
import { mulDivHalfUp, toMinor } from './money.ts';

describe('mulDivHalfUp (the rounding rule)', () => {
  it('rounds half up to the centavo', () => {
    // 1,000 centavos * 455 / 10,000 = 45.5 -> 46 (half goes up, not to even)
    expect(mulDivHalfUp(1000, 455, 10_000)).toBe(46);
    // 999 * 455 / 10,000 = 45.4545 -> 45; 1,001 * 455 / 10,000 = 45.5455 -> 46
    expect(mulDivHalfUp(999, 455, 10_000)).toBe(45);
    expect(mulDivHalfUp(1001, 455, 10_000)).toBe(46);
    // 5 * 1 / 2 = 2.5 -> 3 (banker's rounding would give 2)
    expect(mulDivHalfUp(5, 1, 2)).toBe(3);
    expect(mulDivHalfUp(0, 123, 7)).toBe(0);
  });

  it('is exact for large products (BigInt, no float error)', () => {
    // 9,007,199,254,740,991 * 1 / 1 stays exact; 2^52 * 3 / 4 = 3,377,699,720,527,872 exactly
    expect(mulDivHalfUp(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(mulDivHalfUp(2 ** 52, 3, 4)).toBe(3_377_699_720_527_872);
  });

  it('rejects negative, fractional or unsafe inputs', () => {
    expect(() => mulDivHalfUp(-1, 1, 1)).toThrow(EngineError);
    expect(() => mulDivHalfUp(1.5, 1, 1)).toThrow(EngineError);
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(EngineError);
    expect(() => mulDivHalfUp(Number.MAX_SAFE_INTEGER, 2, 1)).toThrow(EngineError);
  });

  it('property: the result r satisfies 2rd <= 2an + d < 2rd + 2d (nearest, halves up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (a, n, d) => {
          const r = BigInt(mulDivHalfUp(a, n, d));
          const twice = 2n * BigInt(a) * BigInt(n) + BigInt(d);
          const dd = BigInt(d);
          return 2n * r * dd <= twice && twice < 2n * r * dd + 2n * dd;
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('toMinor', () => {
  it('converts the pesos of the loan terms to centavos', () => {
    expect(toMinor(1000)).toBe(100_000);
    expect(toMinor(800)).toBe(80_000);
    expect(toMinor(0.1)).toBe(10);
    expect(() => toMinor(0.001)).toThrow(EngineError);
    expect(() => toMinor(-1)).toThrow(EngineError);
  });
});
