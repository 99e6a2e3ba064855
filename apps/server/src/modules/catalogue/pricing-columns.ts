import type { ProductPricing } from '@loan/loan-engine';

/** How products and orders (a snapshot taken at push) store a product's pricing. */
export interface PricingColumns {
  term_days: number;
  periods: number;
  daily_interest_bps: number;
  service_fee_bps: number;
  min_amount: number;
  max_amount: number;
  amount_step: number;
}

export function pricingFromColumns(row: PricingColumns): ProductPricing {
  return {
    termDays: row.term_days,
    periods: row.periods,
    dailyInterestBps: row.daily_interest_bps,
    serviceFeeBps: row.service_fee_bps,
    minAmount: row.min_amount,
    maxAmount: row.max_amount,
    amountStep: row.amount_step,
  };
}

export function pricingColumns(pricing: ProductPricing): PricingColumns {
  return {
    term_days: pricing.termDays,
    periods: pricing.periods,
    daily_interest_bps: pricing.dailyInterestBps,
    service_fee_bps: pricing.serviceFeeBps,
    min_amount: pricing.minAmount,
    max_amount: pricing.maxAmount,
    amount_step: pricing.amountStep,
  };
}
