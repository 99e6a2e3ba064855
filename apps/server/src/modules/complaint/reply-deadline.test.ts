import { describe, expect, it } from 'vitest';
import { isPhWorkingDay, minutesUntil, replyDueAt } from './reply-deadline.ts';

const none = new Set<string>();
// Philippine time is UTC+8: 2026-03-02 is a Monday.
const ph = (text: string) => new Date(`${text}+08:00`);

describe('the complaint reply deadline', () => {
  it('is the end of the third working day after the filing day', () => {
    expect(replyDueAt(ph('2026-03-02T09:00:00'), none)).toEqual(ph('2026-03-06T00:00:00'));
    expect(replyDueAt(ph('2026-03-02T23:59:00'), none)).toEqual(ph('2026-03-06T00:00:00'));
  });

  it('reads the filing day in Philippine time, not UTC', () => {
    // 17:30 UTC on Sunday is 01:30 on Monday in Manila.
    expect(replyDueAt(new Date('2026-03-01T17:30:00Z'), none)).toEqual(ph('2026-03-06T00:00:00'));
  });

  it('skips the weekend', () => {
    expect(replyDueAt(ph('2026-03-06T10:00:00'), none)).toEqual(ph('2026-03-12T00:00:00'));
    expect(replyDueAt(ph('2026-03-07T10:00:00'), none)).toEqual(ph('2026-03-12T00:00:00'));
  });

  it('skips the configured holidays', () => {
    const holyWeek = new Set(['2026-04-02', '2026-04-03']);
    // Filed Tuesday 31 March: Wednesday, (Thursday, Friday off), Monday, Tuesday.
    expect(replyDueAt(ph('2026-03-31T10:00:00'), holyWeek)).toEqual(ph('2026-04-08T00:00:00'));
    expect(isPhWorkingDay('2026-04-02', holyWeek)).toBe(false);
    expect(isPhWorkingDay('2026-04-02', none)).toBe(true);
  });

  it('counts minutes left, negative once overdue', () => {
    const due = ph('2026-03-06T00:00:00');
    expect(minutesUntil(due, ph('2026-03-05T23:00:00'))).toBe(60);
    expect(minutesUntil(due, ph('2026-03-06T00:30:00'))).toBe(-30);
  });
});
