/** Philippine Standard Time is UTC+8 all year (no daylight saving). */
const PH_OFFSET_MS = 8 * 3_600_000;

/** The Philippine calendar day ('YYYY-MM-DD') of an instant: loan dates are counted in it. */
export function phDate(instant: Date): string {
  return new Date(instant.getTime() + PH_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYYMMDD' of the Philippine day, for ids. */
export function phDateCompact(instant: Date): string {
  return phDate(instant).replaceAll('-', '');
}

/** 'YYYY-MM-DD HH:MM:SS' in Philippine time (the spec's date-time format). */
export function phDateTime(instant: Date): string {
  return new Date(instant.getTime() + PH_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
