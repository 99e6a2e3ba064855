import { formatMajorAmount, PHILIPPINE_TIME_LABEL, phDateTime } from '@loan/contract';

/** Pesos from centavos, as Filipinos write them. */
export function pesos(minor: number): string {
  return `₱${formatMajorAmount(minor)}`;
}

/** An instant in Philippine time, labelled. */
export function phTime(iso: string): string {
  return `${phDateTime(new Date(iso)).slice(0, 16)} ${PHILIPPINE_TIME_LABEL}`;
}

/** An instant in Philippine time to the second, labelled: the collection hours' limits need it. */
export function phTimeToSecond(iso: string): string {
  return `${phDateTime(new Date(iso))} ${PHILIPPINE_TIME_LABEL}`;
}

/** "2 d 3 h left" or "5 h overdue": a complaint's deadline clock. */
export function timeLeft(minutes: number): string {
  const abs = Math.abs(minutes);
  const days = Math.floor(abs / 1440);
  const hours = Math.floor((abs % 1440) / 60);
  const mins = abs % 60;
  const text =
    days > 0 ? `${days} d ${hours} h` : hours > 0 ? `${hours} h ${mins} min` : `${mins} min`;
  return minutes < 0 ? `${text} overdue` : `${text} left`;
}

/** Centavos from pesos typed in a form ("1500", "1,500.50"); null when it is not an amount. */
export function centavosOf(text: string): number | null {
  const plain = text.replaceAll(',', '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const minor = Math.round(Number(plain) * 100);
  return minor > 0 ? minor : null;
}
