/**
 * Times as borrowers read them: Philippine Standard Time (Asia/Manila), UTC+8 all year with no
 * daylight saving, whatever zone the phone or the server runs in.
 */
export const PHILIPPINE_TIME_ZONE = 'Asia/Manila';
/** Follows every time a borrower sees, so a time is never mistaken for the phone's own zone. */
export const PHILIPPINE_TIME_LABEL = 'PHT';

const PH_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

export type DateInput = Date | number | string;

// Timestamps below this are seconds (10 digits until the year 2286), above it milliseconds.
const SECONDS_LIMIT = 1e11;
// 'YYYY-MM-DD', or a date and time with no zone: the spec's texts, meant in Philippine time.
const ZONELESS = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/;

/** An instant from a Date, a timestamp (seconds or ms) or a date text; null when it is none. */
export function toDate(input: DateInput): Date | null {
  let date: Date;
  if (input instanceof Date) {
    date = new Date(input.getTime());
  } else if (typeof input === 'number' || /^\d+$/.test(input.trim())) {
    const value = Number(input);
    date = new Date(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value);
  } else {
    const text = input.trim();
    const zoneless = ZONELESS.exec(text);
    date = new Date(zoneless ? `${zoneless[1]}T${zoneless[2] ?? '00:00'}+08:00` : text);
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

// Most calls in a process ask about the same day: its text is kept (formatting it is not free).
let lastDay = Number.NaN;
let lastDayText = '';

/** The Philippine calendar day ('YYYY-MM-DD') of an instant: loan dates are counted in it. */
export function phDate(instant: Date): string {
  const local = instant.getTime() + PH_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  if (day !== lastDay) {
    lastDayText = new Date(local).toISOString().slice(0, 10);
    lastDay = day;
  }
  return lastDayText;
}

/** 'YYYYMMDD' of the Philippine day, for ids. */
export function phDateCompact(instant: Date): string {
  return phDate(instant).replaceAll('-', '');
}

/** 'YYYY-MM-DD HH:MM:SS' in Philippine time (the spec's date-time format), unlabelled. */
export function phDateTime(instant: Date): string {
  return new Date(instant.getTime() + PH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * A time as every screen and server text shows it to a borrower: the spec's
 * 'YYYY-MM-DD HH:MM:SS' in Philippine time, labelled ('2026-11-25 17:54:00 PHT'); '' when the
 * input is not a date.
 */
export function formatPhilippineTime(input: DateInput): string {
  const date = toDate(input);
  return date ? `${phDateTime(date)} ${PHILIPPINE_TIME_LABEL}` : '';
}

/** The Philippine calendar day of an instant or date text ('YYYY-MM-DD'); '' when it is none. */
export function formatPhilippineDate(input: DateInput): string {
  const date = toDate(input);
  return date ? phDate(date) : '';
}
