import {
  type BrandConfig,
  currencySignFor,
  formatMoney as formatContractMoney,
} from '@loan/contract';

type CurrencyBrand = Pick<BrandConfig, 'currencyParameter'>;

export function currencySign(brand: CurrencyBrand): string {
  return currencySignFor(brand);
}

/** Minor units as shown to borrowers: sign, then grouped major units with 2 decimals ('₱5,000.00'). */
export function formatMoney(minor: number, brand: CurrencyBrand): string {
  return formatContractMoney(minor, brand);
}

/** Basis points as a percentage with up to 2 decimals ('0.1%', '23.45%'). */
export function formatBps(bps: number): string {
  return `${Number((bps / 100).toFixed(2))}%`;
}
