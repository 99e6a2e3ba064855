import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from './calendar.ts';
import { EngineError } from './errors.ts';

describe('calendar days', () => {
  it('adds days across months, leap days and years', () => {
    expect(addDays('2025-01-10', 91)).toBe('2025-04-11');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-01-10', '2025-04-11')).toBe(91);
    expect(daysBetween('2025-04-11', '2025-01-10')).toBe(-91);
  });

  it('rejects what is not a YYYY-MM-DD calendar date', () => {
    for (const bad of ['2025-02-30', '2025-1-10', '2025-01-10T00:00:00Z', '', 'today']) {
      expect(() => addDays(bad, 1)).toThrow(EngineError);
    }
    expect(() => addDays('2025-01-10', 1.5)).toThrow(EngineError);
  });

  it('property: daysBetween(a, addDays(a, n)) = n and addDays is additive', () => {
    const date = fc.integer({ min: 0, max: 365 * 200 }).map((n) => addDays('1950-01-01', n));
    const days = fc.integer({ min: -5000, max: 5000 });
    fc.assert(
      fc.property(date, days, days, (a, n, m) => {
        expect(daysBetween(a, addDays(a, n))).toBe(n);
        expect(addDays(addDays(a, n), m)).toBe(addDays(a, n + m));
      }),
      { numRuns: 2000 },
    );
  });
});
