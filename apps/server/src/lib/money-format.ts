import {
  type BrandConfig,
  CURRENCY_SIGN,
  MINOR_UNITS_PER_MAJOR,
  RUPEE_SYSTEM_PARAMETER,
} from '@loan/contract';

export function currencySign(brand: Pick<BrandConfig, 'currencyParameter'>): string {
  return brand.currencyParameter === RUPEE_SYSTEM_PARAMETER
    ? CURRENCY_SIGN.rupee
    : CURRENCY_SIGN.peso;
}

/** Minor units as shown to borrowers: sign, then major units with 2 decimals ('₱5000.00'). */
export function formatMoney(minor: number, brand: Pick<BrandConfig, 'currencyParameter'>): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const major = Math.floor(abs / MINOR_UNITS_PER_MAJOR);
  const cents = String(abs % MINOR_UNITS_PER_MAJOR).padStart(2, '0');
  return `${sign}${currencySign(brand)}${major}.${cents}`;
}

/** Basis points as a percentage with up to 2 decimals ('0.1%', '23.45%'). */
export function formatBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}
