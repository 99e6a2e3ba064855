/** Philippine Standard Time is UTC+8 all year (no daylight saving). */
const PH_OFFSET_MS = 8 * 3_600_000;

const DAY_MS = 86_400_000;

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

/** 'YYYY-MM-DD HH:MM:SS' in Philippine time (the spec's date-time format). */
export function phDateTime(instant: Date): string {
  return new Date(instant.getTime() + PH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
