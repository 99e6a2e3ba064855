import { describe, expect, it } from 'vitest';
import { phDate, phDateTime } from './ph-date.ts';

describe('phDate', () => {
  it('turns at midnight in Manila (16:00 UTC), whichever day was asked before', () => {
    const instants = [
      ['2026-03-02T15:59:59.999Z', '2026-03-02'],
      ['2026-03-02T16:00:00.000Z', '2026-03-03'],
      ['2026-03-02T15:59:59.999Z', '2026-03-02'],
      ['2026-12-31T16:00:00.000Z', '2027-01-01'],
      ['1969-12-31T15:59:59.999Z', '1969-12-31'],
      ['1969-12-31T16:00:00.000Z', '1970-01-01'],
    ] as const;
    for (const [instant, day] of instants) expect(phDate(new Date(instant))).toBe(day);
    expect(phDateTime(new Date('2026-03-02T16:00:01.000Z'))).toBe('2026-03-03 00:00:01');
  });

  it('refuses an invalid date as before', () => {
    expect(() => phDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
