import { currencySignFor, formatMoney } from '@loan/contract';
import { getBrandConfig } from '../brand/config.ts';

/** Peso sign, or the rupee sign when the brand's currency parameter says so. */
export function currencySign(currencyParameter = getBrandConfig().currencyParameter): string {
  return currencySignFor({ currencyParameter });
}

/**
 * Minor units as a borrower reads them ('₱5,000.00'), through the contract's one money format.
 * A value that is not a whole number of minor units is shown as is.
 */
export function formatCurrency(
  minor: number | string,
  currencyParameter = getBrandConfig().currencyParameter,
): string {
  const value =
    typeof minor === 'number' ? minor : minor.trim() === '' ? Number.NaN : Number(minor);
  if (!Number.isSafeInteger(value)) return String(minor);
  return formatMoney(value, { currencyParameter });
}
