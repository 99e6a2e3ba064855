/**
 * The reminder schedule: days from an instalment's due date on which the borrower hears from us
 * (positive before it, 0 on it, negative after it). REMINDER_DAYS overrides it.
 */
export const DEFAULT_REMINDER_DAYS: readonly number[] = [3, 1, 0, -1, -3, -7];

/** How far from the due date a reminder may be: a schedule beyond it is a typo. */
const FURTHEST_DAYS = 30;

/** The step's name in keys and kinds: `before-3`, `due-day`, `overdue-1`. */
export function stepName(daysToDue: number): string {
  if (daysToDue > 0) return `before-${daysToDue}`;
  return daysToDue === 0 ? 'due-day' : `overdue-${-daysToDue}`;
}

/**
 * A reminder before the due date is a courtesy the borrower may silence (its SMS); the due day
 * and overdue notices tell of money owed now and always go.
 */
export function isEssentialStep(daysToDue: number): boolean {
  return daysToDue <= 0;
}

/** REMINDER_DAYS ('3,1,0,-1,-3,-7'): distinct whole days within ±30, or an error's text. */
export function parseReminderDays(text: string): number[] | string {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.some((part) => !/^-?\d+$/.test(part))) return 'must be whole days, comma-separated';
  const days = parts.map(Number);
  if (days.some((day) => Math.abs(day) > FURTHEST_DAYS)) {
    return `must be within ${FURTHEST_DAYS} days of the due date`;
  }
  if (new Set(days).size !== days.length) return 'must not repeat a day';
  return days.sort((a, b) => b - a);
}

/** The window of due dates a run looks at: the furthest step before and after the due date. */
export function reminderWindow(days: readonly number[]): { daysBefore: number; daysAfter: number } {
  return {
    daysBefore: Math.max(0, ...days),
    daysAfter: Math.max(0, ...days.map((day) => -day)),
  };
}
