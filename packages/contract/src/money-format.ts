import type { BrandConfig } from './brand.ts';
import { CURRENCY_SIGN, MINOR_UNITS_PER_MAJOR, RUPEE_SYSTEM_PARAMETER } from './constants.ts';

type CurrencyBrand = Pick<BrandConfig, 'currencyParameter'>;

/** Peso sign, or the rupee sign when the brand's currency parameter says so. */
export function currencySignFor(brand: CurrencyBrand): string {
  return brand.currencyParameter === RUPEE_SYSTEM_PARAMETER
    ? CURRENCY_SIGN.rupee
    : CURRENCY_SIGN.peso;
}

/** Major units grouped by commas, as Filipinos write pesos: 500000 -> '5,000.00'. */
export function formatMajorAmount(minor: number): string {
  const abs = Math.abs(Math.trunc(minor));
  const major = Math.floor(abs / MINOR_UNITS_PER_MAJOR);
  const cents = String(abs % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  const grouped = String(major).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${minor < 0 ? '-' : ''}${grouped}.${cents}`;
}

/** Minor units as shown to borrowers: '₱5,000.00', '-₱1,000.00'. */
export function formatMoney(minor: number, brand: CurrencyBrand): string {
  const sign = minor < 0 ? '-' : '';
  return `${sign}${currencySignFor(brand)}${formatMajorAmount(Math.abs(minor))}`;
}
