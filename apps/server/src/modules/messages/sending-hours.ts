/**
 * Philippine hours in which SMS go out: a borrower hears from us in the morning, never at night
 * (inside SEC MC 18 s.2019's 06:00-22:00 for any contact).
 */
export const SENDING_HOURS = { from: 8, until: 20 } as const;
const PHT_OFFSET_MS = 8 * 3_600_000;

export function inSendingHours(now: Date): boolean {
  const hour = new Date(now.getTime() + PHT_OFFSET_MS).getUTCHours();
  return hour >= SENDING_HOURS.from && hour < SENDING_HOURS.until;
}
