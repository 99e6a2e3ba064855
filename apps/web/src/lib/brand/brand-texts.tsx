import { type BrandSlotValues, brandSlotValues } from '@loan/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { currencySign } from '../format/currency.ts';
import { getBrandConfig } from './config.ts';

/**
 * The brand values pages show in their text (company name, e-mail, phone, address, currency
 * sign...). Named like the contract's brand slots, because the prerenderer fills them with slot
 * tokens that the server replaces at serve time (docs/decisions/0008).
 */
export type BrandTexts = BrandSlotValues;

export function brandTextsOf(config = getBrandConfig()): BrandTexts {
  return { ...brandSlotValues(config), currencySign: currencySign(config.currencyParameter) };
}

const BrandTextsContext = createContext<BrandTexts | null>(null);

/** Overrides the brand texts below it (the prerenderer passes slot tokens). */
export function BrandTextsProvider({
  value,
  children,
}: {
  value: BrandTexts;
  children: ReactNode;
}) {
  return <BrandTextsContext value={value}>{children}</BrandTextsContext>;
}

export function useBrandTexts(): BrandTexts {
  return useContext(BrandTextsContext) ?? brandTextsOf();
}
