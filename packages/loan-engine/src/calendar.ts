import { EngineError } from './errors.ts';

/**
 * Calendar-day arithmetic on 'YYYY-MM-DD' strings. The strings are Philippine calendar days
 * (the caller converts instants); the arithmetic runs in UTC so no time zone or daylight
 * saving can shift a day.
 */
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

// An order's figures compare the same few dates many times over; checking and parsing each
// once keeps the order page's arithmetic cheap. Bounded so that a long-running process cannot grow it.
const knownEpochDays = new Map<string, number>();
const KNOWN_EPOCH_DAYS_LIMIT = 4096;

function toEpochDay(date: string): number {
  const known = knownEpochDays.get(date);
  if (known !== undefined) return known;
  const ms = ISO_DATE.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new EngineError('invalidDate', `not a YYYY-MM-DD calendar date: ${date}`);
  }
  if (knownEpochDays.size >= KNOWN_EPOCH_DAYS_LIMIT) knownEpochDays.clear();
  knownEpochDays.set(date, ms / DAY_MS);
  return ms / DAY_MS;
}

function fromEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Throws unless `date` is a real 'YYYY-MM-DD' date. */
export function assertDate(date: string): string {
  toEpochDay(date);
  return date;
}

/** The date `n` calendar days after `date` (n may be negative). */
export function addDays(date: string, n: number): string {
  if (!Number.isSafeInteger(n))
    throw new EngineError('invalidDays', `days must be an integer: ${n}`);
  return fromEpochDay(toEpochDay(date) + n);
}

/** Calendar days from `a` to `b` (positive when b is later). daysBetween(a, addDays(a, n)) = n. */
export function daysBetween(a: string, b: string): number {
  return toEpochDay(b) - toEpochDay(a);
}

/** The later of two dates. */
export function laterOf(a: string, b: string): string {
  return daysBetween(a, b) > 0 ? b : a;
}
