/** Worked examples shared by the engine's tests (hand calculations in the tests). */
import { DEFAULT_COST_CAP } from './cost-cap.ts';
import { newLoanState, quote } from './quote.ts';
import type { ClientKind, CostCap, LoanState, ProductPricing } from './types.ts';

export const RELEASE = '2025-01-10';

/** 91 days, one instalment, 0.05 %/day, 5 % service fee; ₱1,000..₱20,000 in ₱500 steps. */
export const ONE_PERIOD: ProductPricing = {
  termDays: 91,
  periods: 1,
  dailyInterestBps: 5,
  serviceFeeBps: 500,
  minAmount: 100_000,
  maxAmount: 2_000_000,
  amountStep: 50_000,
};

/** 120 days in 4 instalments of 30 days, 0.1 %/day, 3 % service fee; ₱1,000..₱50,000. */
export const FOUR_PERIODS: ProductPricing = {
  termDays: 120,
  periods: 4,
  dailyInterestBps: 10,
  serviceFeeBps: 300,
  minAmount: 100_000,
  maxAmount: 5_000_000,
  amountStep: 1,
};

/** A cap so high that it never binds: shows the loan terms' figures uncut. */
export const NO_CAP: CostCap = { totalCostCapBps: 10_000_000 };

/**
 * ₱5,000.00 released 2025-01-10 on ONE_PERIOD: fee 25,000, interest 22,750, one instalment of
 * 522,750 due 2025-04-11 (centavos).
 */
export function fiveThousandLoan(
  kind: ClientKind = 'new',
  cap: CostCap = DEFAULT_COST_CAP,
): LoanState {
  return newLoanState(quote(ONE_PERIOD, 500_000, RELEASE, cap), kind);
}

export function tenThousandFourPeriods(kind: ClientKind = 'new'): LoanState {
  return newLoanState(quote(FOUR_PERIODS, 1_000_000, RELEASE, DEFAULT_COST_CAP), kind);
}
