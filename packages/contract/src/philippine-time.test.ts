import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatPhilippineDate,
  formatPhilippineTime,
  phDate,
  phDateTime,
  toDate,
} from './philippine-time.ts';

// A phone set to a zone far from Manila: the times shown must not follow it.
beforeAll(() => {
  vi.stubEnv('TZ', 'America/Los_Angeles');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

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

describe('formatPhilippineTime', () => {
  it('shows a payment made at 09:54 UTC as 17:54 PHT, in a phone set to Los Angeles', () => {
    const paid = new Date('2026-11-25T09:54:00.000Z');
    expect(paid.getHours()).toBe(1);
    expect(formatPhilippineTime(paid)).toBe('2026-11-25 17:54:00 PHT');
    expect(formatPhilippineTime('2026-11-25T09:54:00.000Z')).toBe('2026-11-25 17:54:00 PHT');
  });

  it('moves to the next Philippine day at 16:00 UTC, the phone still on the day before', () => {
    const lateUtc = new Date('2026-11-30T16:30:00.000Z');
    expect(lateUtc.getDate()).toBe(30);
    expect(formatPhilippineTime(lateUtc)).toBe('2026-12-01 00:30:00 PHT');
    expect(formatPhilippineDate(lateUtc)).toBe('2026-12-01');
    expect(formatPhilippineTime('2026-12-31T23:59:59+08:00')).toBe('2026-12-31 23:59:59 PHT');
  });

  it('reads timestamps in seconds or milliseconds, as numbers or digit strings', () => {
    const ms = Date.UTC(2024, 0, 1, 19, 4, 5);
    for (const input of [ms, ms / 1000, String(ms / 1000), String(ms)]) {
      expect(formatPhilippineTime(input)).toBe('2024-01-02 03:04:05 PHT');
    }
  });

  it('reads a date text without a zone as Philippine time', () => {
    expect(formatPhilippineTime('2024-12-31 23:59:58')).toBe('2024-12-31 23:59:58 PHT');
    expect(formatPhilippineTime('2024-12-31T10:00')).toBe('2024-12-31 10:00:00 PHT');
    expect(formatPhilippineDate('2024-12-31')).toBe('2024-12-31');
  });

  it('shows nothing for what is not a date, and leaves a given Date alone', () => {
    expect(formatPhilippineTime('soon')).toBe('');
    expect(formatPhilippineTime(Number.NaN)).toBe('');
    expect(formatPhilippineDate('')).toBe('');
    expect(toDate('')).toBeNull();
    const date = new Date('2026-01-01T00:00:00Z');
    formatPhilippineTime(date);
    expect(date.toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});
