import { CURRENCY_SIGN, RUPEE_SYSTEM_PARAMETER } from '@loan/contract';
import { getBrandConfig } from '../brand/config.ts';

/** Peso sign, or the rupee sign when the brand's currency parameter says so. */
export function currencySign(currencyParameter = getBrandConfig().currencyParameter): string {
  return currencyParameter === RUPEE_SYSTEM_PARAMETER ? CURRENCY_SIGN.rupee : CURRENCY_SIGN.peso;
}
