import { AMOUNT_DECIMALS, MINOR_UNITS_PER_MAJOR, THOUSANDS_SEPARATOR } from '@loan/contract';

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Minor units to a major amount with 2 decimals: 123456 -> '1234.56'. Non-numeric input is
 * returned as is (spec 1 §9). The output keeps the spec helper's plain dot decimal and no
 * grouping; `formatThousands` is the separate grouping helper.
 */
export function formatAmount(minor: number | string): string {
  const value = toNumber(minor);
  if (value === null) return String(minor);
  return (value / MINOR_UNITS_PER_MAJOR).toFixed(AMOUNT_DECIMALS);
}

/**
 * Groups the integer part with the spec's thousands separator, a dot: 1234567 -> '1.234.567'.
 * Because the dot groups, a fractional part is written with a decimal comma
 * ('12345.67' -> '12.345,67'), the usual convention wherever the dot groups thousands.
 * Non-numeric input is returned as is.
 */
export function formatThousands(value: number | string): string {
  if (toNumber(value) === null) return String(value);
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped},${fraction}`;
}
