export type DateInput = Date | number | string;

// Timestamps below this are seconds (10 digits until the year 2286), above it milliseconds.
const SECONDS_LIMIT = 1e11;

export function toDate(input: DateInput): Date | null {
  let date: Date;
  if (input instanceof Date) {
    date = new Date(input.getTime());
  } else if (typeof input === 'number' || /^\d+$/.test(input.trim())) {
    const value = Number(input);
    date = new Date(Math.abs(value) < SECONDS_LIMIT ? value * 1000 : value);
  } else {
    // 'YYYY-MM-DD HH:MM:SS' is not ISO; Safari rejects the space, so make it a 'T'.
    date = new Date(input.trim().replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T'));
  }
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD' in the device's time zone; '' when the input is not a date. */
export function formatDate(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD HH:MM:SS' in the device's time zone; '' when the input is not a date. */
export function formatDateTime(input: DateInput): string {
  const date = toDate(input);
  if (!date) return '';
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  return `${formatDate(date)} ${time}`;
}
