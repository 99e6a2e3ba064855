import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, toDate } from './date.ts';

// Local-time dates, so the expectations hold in any time zone.
const local = new Date(2024, 0, 2, 3, 4, 5);

describe('date helpers', () => {
  it('formats a Date', () => {
    expect(formatDate(local)).toBe('2024-01-02');
    expect(formatDateTime(local)).toBe('2024-01-02 03:04:05');
  });

  it('accepts millisecond and second timestamps, as numbers or digit strings', () => {
    expect(formatDateTime(local.getTime())).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(local.getTime() / 1000)).toBe('2024-01-02 03:04:05');
    expect(formatDateTime(String(local.getTime() / 1000))).toBe('2024-01-02 03:04:05');
  });

  it('accepts date strings, including the space-separated form', () => {
    expect(formatDateTime('2024-12-31 23:59:58')).toBe('2024-12-31 23:59:58');
    expect(formatDate('2024-12-31T10:00:00')).toBe('2024-12-31');
  });

  it('returns an empty string for what is not a date', () => {
    expect(formatDate('soon')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(toDate('')).toBeNull();
  });

  it('does not change the Date it was given', () => {
    const date = new Date(local);
    formatDate(date);
    expect(date.getTime()).toBe(local.getTime());
  });
});
